// One input per sheet field, as its kind asks (text, date, notes, tyre, option list with Others, checkbox),
// labelled with the field table's label. Every input is controlled by the one form state, because the
// drawing and the stacked form each hold an input for the same field and both must show every change.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { OTHERS } from '../../../domain/setup-fields';
import { SETUP_SHEET_FIELDS, type SetupFieldName } from '../../../domain/setup-templates';
import { FormField } from '../../components/ui/form/form-field';
import { selectClasses } from '../../components/ui/form/select-field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { optionLabel, optionsOf, type SetupOptionField } from './sheet-form-values';

/** On paper an input is a line to read or write on: no box, no 44 px height. */
const PRINT_INPUT =
  'print:min-h-0 print:h-auto print:rounded-none print:border-0 print:border-b print:px-0 print:py-0 print:text-[9pt] print:appearance-none';

/** The form's value of a text field, and its handlers, for an input of the field's own. */
function useTextField(name: string) {
  const { field } = useController({ name });
  return { name: field.name, value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur };
}

function TextInput({
  name,
  label,
  required,
  type = 'text',
  list,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'date';
  list?: string;
}) {
  const field = useTextField(name);
  return (
    <FormField name={name} label={label} required={required}>
      {(control) => (
        <Input
          type={type}
          list={list}
          autoComplete="off"
          required={required}
          className={PRINT_INPUT}
          {...control}
          {...field}
        />
      )}
    </FormField>
  );
}

function NotesInput({ name, label }: { name: string; label: string }) {
  const field = useTextField(name);
  return (
    <FormField name={name} label={label}>
      {(control) => (
        <textarea
          rows={3}
          className={cn(
            'block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-3 py-2 text-base text-(--foreground) field-sizing-content aria-invalid:border-(--destructive)',
            PRINT_INPUT,
          )}
          {...control}
          {...field}
        />
      )}
    </FormField>
  );
}

/** A native select; 'Others' opens a text field named after it ('Front piston oil (other)'). */
function OptionInput({ name }: { name: SetupOptionField }) {
  const { label } = SETUP_SHEET_FIELDS[name];
  const field = useTextField(name);
  const choice = String(field.value);
  // A stored value outside a list without Others (cone direction) stays a choice of its own.
  const options =
    choice && !optionsOf(name).includes(choice) ? [choice, ...optionsOf(name)] : optionsOf(name);
  return (
    <div className="space-y-2">
      <FormField name={name} label={label}>
        {(control) => (
          <select className={cn(selectClasses, PRINT_INPUT)} {...control} {...field} value={choice}>
            <option value="">Not set</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(name, option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {choice === OTHERS && <TextInput name={`others.${name}`} label={`${label} (other)`} />}
    </div>
  );
}

/** A tyre: typed, or a set from the inventory offered as the racer types (the phone's suggestion list). */
function TyreInput({ name, label, tyreLabels }: { name: string; label: string; tyreLabels: string[] }) {
  const listId = useId();
  return (
    <>
      <TextInput name={name} label={label} list={listId} />
      <datalist id={listId}>
        {tyreLabels.map((tyre) => (
          <option key={tyre} value={tyre} />
        ))}
      </datalist>
    </>
  );
}

function CheckboxInput({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium print:min-h-0 print:text-[9pt]">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-(--primary) print:size-3"
        name={field.name}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      {label}
    </label>
  );
}

/** The input for one field of the sheet; `tyreLabels` are the inventory's sets, for the tyre fields. */
export function SheetField({ name, tyreLabels }: { name: SetupFieldName; tyreLabels: string[] }) {
  const definition = SETUP_SHEET_FIELDS[name];
  switch (definition.kind) {
    case 'boolean':
      return <CheckboxInput name={name} label={definition.label} />;
    case 'options':
      return <OptionInput name={name as SetupOptionField} />;
    case 'tyre':
      return <TyreInput name={name} label={definition.label} tyreLabels={tyreLabels} />;
    case 'notes':
      return <NotesInput name={name} label={definition.label} />;
    case 'date':
      return <TextInput name={name} label={definition.label} type="date" />;
    default:
      return <TextInput name={name} label={definition.label} required={name === 'track'} />;
  }
}

/** Checkboxes two to a row, other fields one to a row: how both views lay out a group of fields. */
export function FieldGroup({
  fields,
  tyreLabels,
  className,
}: {
  fields: readonly SetupFieldName[];
  tyreLabels: string[];
  className?: string;
}) {
  const flags = fields.filter((name) => SETUP_SHEET_FIELDS[name].kind === 'boolean');
  const others = fields.filter((name) => SETUP_SHEET_FIELDS[name].kind !== 'boolean');
  return (
    <div className={cn('space-y-3 print:space-y-1', className)}>
      {others.map((name) => (
        <SheetField key={name} name={name} tyreLabels={tyreLabels} />
      ))}
      {flags.length > 0 && (
        <div className="grid grid-cols-2 gap-x-3">
          {flags.map((name) => (
            <SheetField key={name} name={name} tyreLabels={tyreLabels} />
          ))}
        </div>
      )}
    </div>
  );
}
