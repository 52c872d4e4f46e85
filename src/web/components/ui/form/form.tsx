// A form whose fields (TextField, NumberField, ...) find it by context: submit runs the zod schema first and
// calls onSubmit only with valid, parsed values.
import type { ComponentProps } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn';

type FormProps<Values extends FieldValues, Parsed> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  form: UseFormReturn<Values, unknown, Parsed>;
  onSubmit: (values: Parsed) => void;
  /** A submit the schema refused (the fields already show why): for a message beyond them. */
  onInvalidSubmit?: (errors: FieldErrors<Values>) => void;
};

export function Form<Values extends FieldValues, Parsed>({
  form,
  onSubmit,
  onInvalidSubmit,
  className,
  children,
  ...props
}: FormProps<Values, Parsed>) {
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema's messages, not the browser's bubbles, say what is wrong. */}
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit, onInvalidSubmit)}
        className={cn('space-y-4', className)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}
