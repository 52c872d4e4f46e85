// A labelled input with its validation message, wired for screen readers.
import { type ComponentProps, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

type FormFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined };

export function FormField({ label, error, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-(--destructive)">
          {error}
        </p>
      )}
    </div>
  );
}
