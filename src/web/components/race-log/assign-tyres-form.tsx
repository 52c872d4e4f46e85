// The Assign Tyres form: the race on the left, the set and how it went on the right (one column on a
// phone); saves a new entry (POST) or the row's entry (PATCH), the one set on front and rear, the car and the
// setup sheet it ran.
import { useState } from 'react';
import type { Car } from '../../../domain/cars';
import type { RaceLogEntry } from '../../../domain/race-log';
import { TRACK_CONDITION_LABELS, TRACK_CONDITIONS } from '../../../domain/race-log';
import {
  assignmentDefaults,
  assignmentEdit,
  assignmentSchema,
  type DetailPrefill,
  raceLogBody,
  type TyreAssignment,
} from '../../../domain/race-log-form';
import { askedDetails, type RaceToLog } from '../../../domain/race-to-log';
import type { SetupSheet } from '../../../domain/setup-sheets';
import type { TyreItem } from '../../../domain/tyres';
import { temperatureSymbol } from '../../../domain/units';
import { useSaveRaceLogEntry, useUpdateRaceLogEntry } from '../../api/race-log';
import { useUnits } from '../../api/units';
import { Button } from '../ui/button';
import { Form } from '../ui/form/form';
import { NumberField } from '../ui/form/number-field';
import { RatingField } from '../ui/form/rating-field';
import { SelectField } from '../ui/form/select-field';
import { TextareaField } from '../ui/form/textarea-field';
import { useZodForm } from '../ui/form/use-zod-form';
import { toast } from '../ui/toast';
import { CarField } from './car-field';
import { RaceDetailsFields } from './race-details-fields';
import { RaceResultSummary } from './race-result-summary';
import { saveFailureToast, TYRE_GONE_MESSAGE, tyreVanished } from './save-failure';
import { SetupSheetField } from './setup-sheet-field';
import { TyreSetField } from './tyre-set-field';

const CONDITION_OPTIONS = TRACK_CONDITIONS.map((value) => ({ value, label: TRACK_CONDITION_LABELS[value] }));

type Props = {
  race: RaceToLog;
  /** The row's entry: the form opens on its values and saves over it. */
  entry: RaceLogEntry | undefined;
  tyres: readonly TyreItem[];
  /** The racer's setup sheets; undefined when they could not be read. */
  sheets: readonly SetupSheet[] | undefined;
  /** The racer's cars; undefined when they could not be read. */
  cars: readonly Car[] | undefined;
  initialTyreId: number | null;
  /** A set preselected from its card: no race row, so the racer types the race's details and figures. */
  manual: boolean;
  /** What fills the details the race lacks. */
  prefill: DetailPrefill;
  /** Opens the inventory's form in the dialog: the way on when there is no set to choose. */
  onAddTyre: () => void;
  onClose: () => void;
};

export function AssignTyresForm(props: Props) {
  const { race, entry, tyres, sheets, cars, initialTyreId, manual, prefill, onAddTyre, onClose } = props;
  const asked = askedDetails(race, manual);
  const { temperatureUnit } = useUnits();
  // The form and the entry as they opened, kept while lists refresh: an edit sends what the racer changed.
  const [opened] = useState(() => ({
    values: assignmentDefaults(race, entry, initialTyreId, prefill, temperatureUnit),
    entry,
  }));
  const form = useZodForm(assignmentSchema(asked, manual, temperatureUnit), {
    defaultValues: opened.values,
    // 'Please select a tire set' as soon as the choice is emptied.
    mode: 'onChange',
  });
  const save = useSaveRaceLogEntry();
  const update = useUpdateRaceLogEntry();
  const saving = save.isPending || update.isPending;
  const noTyres = tyres.length === 0;

  const submit = (assignment: TyreAssignment) => {
    const outcome = {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'Race result with tire assignment saved successfully!' });
        onClose();
      },
      onError: (error: Error) => {
        if (tyreVanished(error)) form.setError('tyreId', { message: TYRE_GONE_MESSAGE });
        toast(saveFailureToast(error));
      },
    };
    if (entry) {
      const patch = assignmentEdit(assignment, opened.values, form.getValues(), opened.entry ?? entry);
      update.mutate({ id: entry.id, patch }, outcome);
    } else save.mutate(raceLogBody(race, assignment), outcome);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalidSubmit={(errors) => {
        if (errors.tyreId) {
          toast({
            title: 'Validation Error',
            description: 'Please select a tire set before saving.',
            variant: 'destructive',
          });
        }
      }}
      className="space-y-6"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-6">
          {!manual && <RaceResultSummary race={race} />}
          {asked.length > 0 && <RaceDetailsFields asked={asked} manual={manual} />}
        </div>
        <section aria-labelledby="tyre-assignment-title" className="space-y-4">
          <h3 id="tyre-assignment-title" className="font-semibold">
            Tire Assignment
          </h3>
          <TyreSetField tyres={tyres} onAddTyre={onAddTyre} />
          <p className="rounded-lg bg-(--muted) p-3 text-sm">
            The set is logged on both the front and the rear of the car.
          </p>
          <SelectField
            name="trackConditions"
            label="Track Conditions"
            options={CONDITION_OPTIONS}
            placeholder="Not recorded"
          />
          <NumberField name="temperature" label={`Temperature (${temperatureSymbol(temperatureUnit)})`} />
          <CarField cars={cars} />
          <SetupSheetField sheets={sheets} trackName={race.trackName || prefill.trackName || ''} />
          <RatingField
            name="userRating"
            label="Tire Performance Rating"
            hint="Rate the tire performance from 1 (poor) to 5 (excellent)"
          />
        </section>
      </div>
      <TextareaField name="notes" label="Notes" placeholder="Grip, wear, what you would change" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || noTyres}>
          {saving ? 'Saving...' : noTyres ? 'No Tires Available' : 'Save Race Result'}
        </Button>
      </div>
    </Form>
  );
}
