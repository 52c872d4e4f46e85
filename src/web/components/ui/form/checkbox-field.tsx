// A checkbox with its label beside it, the whole 44 px row a tap target.
import { type ComponentProps, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, type FieldProps, useFieldError } from './form-field';

type CheckboxFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id' | 'type' | 'children'>;

export function CheckboxField({ name, label, hint, ...inputProps }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          id={id}
          className="size-5 shrink-0 accent-(--primary)"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...inputProps}
          {...register(name)}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-(--muted-foreground)">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
