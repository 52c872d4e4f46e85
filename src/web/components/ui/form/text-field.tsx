// A labelled text input (text, email, password, search ...) registered with the form.
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '../input';
import { type FieldProps, FormField } from './form-field';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id' | 'children'>;

export function TextField({ name, label, hint, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={inputProps.required}>
      {(control) => <Input {...inputProps} {...control} {...register(name)} />}
    </FormField>
  );
}
