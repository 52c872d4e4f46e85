// The 'Create Account' form; the password confirmation is checked here and never sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerFormSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
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
  const form = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: emptyForm });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirmation, ...account }) => {
    registration.mutate(account, {
      onSuccess: () => {
        form.reset(emptyForm);
        onRegistered(account.username);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <FormField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={registration.isPending} className="w-full">
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
