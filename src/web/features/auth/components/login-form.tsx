// The 'Welcome Back' form: username and password.
import { loginSchema } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { showServerFieldErrors } from '../../../components/ui/form/server-field-errors';
import { TextField } from '../../../components/ui/form/text-field';
import { useZodForm } from '../../../components/ui/form/use-zod-form';
import { useLogin } from '../api/login';

export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { username: defaultUsername, password: '' } });
  // Stays busy after success too: the page is about to reload and a second tap would be noise.
  const busy = login.isPending || login.isSuccess;

  return (
    <Form
      form={form}
      onSubmit={(values) => login.mutate(values, { onError: (error) => showServerFieldErrors(form, error) })}
    >
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
