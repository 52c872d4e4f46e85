// One field's frame: its label, the control, a hint and the field's error, tied together for screen readers.
import { type ReactNode, useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Label } from '../label';

/** What a control needs to be named, described and marked invalid. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** `required`: the label shows an asterisk (the control is marked required too). */
export type FieldProps = { name: string; label: string; hint?: string; required?: boolean };

export function FormField({
  name,
  label,
  hint,
  required,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const field = useFieldParts(name, hint);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={field.control.id}>
        {label}
        {required && (
          <span aria-hidden className="text-(--destructive)">
            {' *'}
          </span>
        )}
      </Label>
      {children(field.control)}
      {field.notes}
    </div>
  );
}

/**
 * A field's id, its error, the props that tie its control to them, and the hint and error lines to show
 * below it: for controls FormField cannot frame (a checkbox beside its label, a group of stars).
 */
export function useFieldParts(name: string, hint?: string) {
  const id = useId();
  // The field's current message, from the schema or from the server.
  const { getFieldState, control: form } = useFormContext();
  const error = getFieldState(name, useFormState({ control: form, name })).error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const notes = (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-(--muted-foreground)">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-(--destructive)">
          {error}
        </p>
      )}
    </>
  );
  return { control, notes };
}
