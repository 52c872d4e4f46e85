// A form whose fields (TextField, NumberField, ...) find it by context: submit runs the zod schema first and
// calls onSubmit only with valid, parsed values.
import type { ComponentProps } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn';

type FormProps<Values extends FieldValues, Parsed> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Values, unknown, Parsed>;
  onSubmit: (values: Parsed) => void;
};

export function Form<Values extends FieldValues, Parsed>({
  form,
  onSubmit,
  className,
  children,
  ...props
}: FormProps<Values, Parsed>) {
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema's messages, not the browser's bubbles, say what is wrong. */}
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className={cn('space-y-4', className)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}
