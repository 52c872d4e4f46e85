// The 'Welcome Back' form: username and password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useLogin } from '../api/login';

export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: defaultUsername, password: '' },
  });
  const { errors } = form.formState;
  // Stays busy after success too: the page is about to reload and a second tap would be noise.
  const busy = login.isPending || login.isSuccess;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-4">
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
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
