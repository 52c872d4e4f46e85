// A labelled box for notes: several lines, 16 px text so iOS does not zoom, taller as the racer types.
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { type FieldProps, FormField } from './form-field';

type TextareaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'children'>;

export function TextareaField({ name, label, hint, className, rows = 3, ...props }: TextareaFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={props.required}>
      {(control) => (
        <textarea
          rows={rows}
          className={cn(
            'block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-3 py-2 text-base text-(--foreground) field-sizing-content',
            'placeholder:text-(--muted-foreground) aria-invalid:border-(--destructive)',
            className,
          )}
          {...props}
          {...control}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
