// A labelled date: the phone's own date picker, the value an ISO day ('2026-11-22').
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '../input';
import { type FieldProps, FormField } from './form-field';

type DateFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id' | 'type' | 'children'>;

export function DateField({ name, label, hint, ...inputProps }: DateFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={inputProps.required}>
      {(control) => <Input type="date" {...inputProps} {...control} {...register(name)} />}
    </FormField>
  );
}
