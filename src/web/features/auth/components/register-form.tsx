// The 'Create Account' form; the password confirmation is checked here and never sent.
import { registerFormSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { showServerFieldErrors } from '../../../components/ui/form/server-field-errors';
import { TextField } from '../../../components/ui/form/text-field';
import { useZodForm } from '../../../components/ui/form/use-zod-form';
import { useRegister } from '../api/register';

const emptyForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm({ onRegistered }: { onRegistered: (username: string) => void }) {
  const registration = useRegister();
  const form = useZodForm(registerFormSchema, { defaultValues: emptyForm });

  return (
    <Form
      form={form}
      onSubmit={({ confirmPassword: _confirmation, ...account }) =>
        registration.mutate(account, {
          onSuccess: () => {
            form.reset(emptyForm);
            onRegistered(account.username);
          },
          onError: (error) => showServerFieldErrors(form, error),
        })
      }
    >
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={registration.isPending} className="w-full">
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
