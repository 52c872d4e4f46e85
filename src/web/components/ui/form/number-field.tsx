// A labelled number input: the phone's number keypad, an empty box read as null, and a decimal comma
// read as a point, so the schema gets a number or nothing and says what is wrong.
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '../input';
import { type FieldProps, FormField } from './form-field';

type NumberFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'name' | 'id' | 'type' | 'children'> & {
    /** 'numeric' for whole numbers (counts, quantities): a keypad without the decimal point. */
    inputMode?: 'decimal' | 'numeric';
  };

/** '' -> null, '12,5' -> 12.5, 'abc' -> NaN (which the schema refuses with its own message). */
export function readNumber(text: unknown): number | null {
  const trimmed = String(text ?? '')
    .trim()
    .replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export function NumberField({ name, label, hint, inputMode = 'decimal', ...inputProps }: NumberFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={inputProps.required}>
      {(control) => (
        // type="text": a number input drops what it cannot parse, so the racer would get no message.
        <Input
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          {...inputProps}
          {...control}
          {...register(name, { setValueAs: readNumber })}
        />
      )}
    </FormField>
  );
}
