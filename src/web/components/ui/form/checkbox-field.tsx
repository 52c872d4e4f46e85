// A checkbox with its label beside it, the whole 44 px row a tap target.
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { type FieldProps, useFieldParts } from './form-field';

type CheckboxFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id' | 'type' | 'children'>;

export function CheckboxField({ name, label, hint, ...inputProps }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const field = useFieldParts(name, hint);
  return (
    <div className="space-y-1">
      <label
        htmlFor={field.control.id}
        className="flex min-h-11 cursor-pointer items-center gap-3 font-medium"
      >
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-(--primary)"
          {...field.control}
          {...inputProps}
          {...register(name)}
        />
        {label}
      </label>
      {field.notes}
    </div>
  );
}
