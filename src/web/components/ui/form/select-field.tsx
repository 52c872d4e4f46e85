// A labelled choice from a list: the native <select>, which phones show as their own wheel or sheet.
import { type ComponentProps, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { Label } from '../label';
import { type FieldProps, FormField } from './form-field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ('Choose a compound'), for a field with no default. */
    placeholder?: string;
  };

/** The native select's look, for selects outside a form (filters, sort orders). */
export const selectClasses =
  'block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-3 text-base text-(--foreground) aria-invalid:border-(--destructive)';

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={required}>
      {(control) => (
        <select
          className={cn(selectClasses, className)}
          required={required}
          {...props}
          {...control}
          {...register(name)}
        >
          <Options first={placeholder} options={options} />
        </select>
      )}
    </FormField>
  );
}

/** A labelled select outside a form (filters, sort orders, a set to pick); `all`: a first, empty choice. */
export function LabelledSelect({
  label,
  value,
  all,
  options,
  onChange,
  className = 'space-y-1',
}: {
  label: string;
  value: string | number;
  all?: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <Options first={all} options={options} />
      </select>
    </div>
  );
}

/** A select's options, after a first empty choice when `first` names it. */
function Options({ first, options }: { first: string | undefined; options: readonly SelectOption[] }) {
  return (
    <>
      {first !== undefined && <option value="">{first}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
