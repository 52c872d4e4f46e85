// Add a car or change one: name, make, model and class; a new car also picks its setup sheet from the class's
// sheets. A car's sheet never changes (its sheets hold that sheet's fields), so editing shows it and offers
// only the classes that use it.
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import {
  CAR_CLASS_NAMES,
  type Car,
  type CarClass,
  carCreateSchema,
  carPatchSchema,
  FIRST_AGAMA_CAR,
  templatesOfClass,
} from '../../../../domain/cars';
import { SETUP_TEMPLATES, type SetupTemplateId } from '../../../../domain/setup-templates';
import { useCreateCar, useUpdateCar } from '../../../api/cars';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { SelectField } from '../../../components/ui/form/select-field';
import { showServerFieldErrors } from '../../../components/ui/form/server-field-errors';
import { TextField } from '../../../components/ui/form/text-field';
import { useZodForm } from '../../../components/ui/form/use-zod-form';
import { ApiError } from '../../../lib/api-error';

const classOptions = (classes: readonly CarClass[]) => classes.map((each) => ({ value: each, label: each }));
const sheetLabel = (template: SetupTemplateId) => SETUP_TEMPLATES[template].label;

/** The sheet a new car starts on: the Agama's own for an Agama in a class that has it, else the class's first. */
function preferredSheet(make: string | null | undefined, carClass: CarClass): SetupTemplateId {
  const sheets = templatesOfClass(carClass);
  const agama = make?.trim().toLowerCase() === FIRST_AGAMA_CAR.make.toLowerCase();
  return agama && sheets.includes(FIRST_AGAMA_CAR.template) ? FIRST_AGAMA_CAR.template : sheets[0];
}

/**
 * A failed save: field messages under their fields; anything else (a limit, a class that cannot use the
 * sheet, no signal) as a sentence under the form.
 */
function useServerProblem<Values extends FieldValues, Parsed>(form: UseFormReturn<Values, unknown, Parsed>) {
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: Error) => {
    const unplaced = showServerFieldErrors(form, error);
    const allPlaced =
      error instanceof ApiError && Object.keys(error.fieldErrors).length > 0 && unplaced.length === 0;
    setProblem(allPlaced ? null : (unplaced[0] ?? error.message));
  };
  return { problem, onError, clear: () => setProblem(null) };
}

export function AddCarForm({ onDone }: { onDone: () => void }) {
  const firstClass = CAR_CLASS_NAMES[0]!;
  const form = useZodForm(carCreateSchema, {
    defaultValues: {
      name: '',
      make: '',
      model: '',
      carClass: firstClass,
      template: preferredSheet('', firstClass),
    },
  });
  const create = useCreateCar();
  const server = useServerProblem(form);
  const carClass = useWatch({ control: form.control, name: 'carClass' });

  // A new class or make picks the sheet again (an Agama in a 1/8 nitro class gets the Agama sheet).
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (name === 'carClass' || name === 'make')
        form.setValue('template', preferredSheet(values.make, values.carClass as CarClass));
    });
    return () => watching.unsubscribe();
  }, [form]);

  return (
    <CarFormFrame title="Add a car">
      <Form
        form={form}
        onSubmit={(values) => {
          server.clear();
          create.mutate(values, { onSuccess: onDone, onError: server.onError });
        }}
      >
        <CarFields classes={CAR_CLASS_NAMES} />
        {/* Keyed by class: the sheet select mounts with the class's sheets, then shows the one picked. */}
        <SelectField
          key={carClass}
          name="template"
          label="Setup sheet"
          hint="The setup sheet this car's setups are kept on."
          options={templatesOfClass(carClass).map((id) => ({ value: id, label: sheetLabel(id) }))}
        />
        <FormButtons saving={create.isPending} submit="Add car" problem={server.problem} onCancel={onDone} />
      </Form>
    </CarFormFrame>
  );
}

export function EditCarForm({ car, onDone }: { car: Car; onDone: () => void }) {
  const form = useZodForm(carPatchSchema, {
    defaultValues: { name: car.name, make: car.make ?? '', model: car.model ?? '', carClass: car.carClass },
  });
  const update = useUpdateCar();
  const server = useServerProblem(form);
  const classes = CAR_CLASS_NAMES.filter((each) => templatesOfClass(each).includes(car.template));

  return (
    <CarFormFrame title={`Edit ${car.name}`}>
      <Form
        form={form}
        onSubmit={(patch) => {
          server.clear();
          update.mutate({ id: car.id, patch }, { onSuccess: onDone, onError: server.onError });
        }}
      >
        <CarFields classes={classes} />
        <div className="space-y-1">
          <p className="text-sm font-medium">Setup sheet</p>
          <p>{sheetLabel(car.template)}</p>
          <p className="text-sm text-(--muted-foreground)">
            Stays with the car: its setups hold this sheet's settings, so only classes that use it are
            offered.
          </p>
        </div>
        <FormButtons
          saving={update.isPending}
          submit="Save changes"
          problem={server.problem}
          onCancel={onDone}
        />
      </Form>
    </CarFormFrame>
  );
}

function CarFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}

function CarFields({ classes }: { classes: readonly CarClass[] }) {
  return (
    <>
      <TextField name="name" label="Car name" required maxLength={60} placeholder="Club buggy" />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="make" label="Make" maxLength={60} placeholder="Agama" />
        <TextField name="model" label="Model" maxLength={60} placeholder="A319" />
      </div>
      <SelectField name="carClass" label="Class" options={classOptions(classes)} />
    </>
  );
}

function FormButtons({
  saving,
  submit,
  problem,
  onCancel,
}: {
  saving: boolean;
  submit: string;
  problem: string | null;
  onCancel: () => void;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm font-medium text-(--destructive)">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} className="flex-1">
          {saving ? 'Saving...' : submit}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
