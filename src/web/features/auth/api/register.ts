// Creates an account: POST /api/auth/register. The form's password confirmation is not sent.
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, RegisterInput } from '../../../../domain/auth';
import { toast } from '../../../components/ui/toast';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export type NewAccount = Omit<RegisterInput, 'confirmPassword'>;

export const register = (input: NewAccount) =>
  apiRequest<CurrentUser>(apiPaths.register, { method: 'POST', body: input });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      toast({
        title: 'Registration successful',
        description: 'Your account has been created. Please log in.',
      });
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: error.message, variant: 'destructive' });
    },
  });
}
