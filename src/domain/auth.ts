// Account payloads shared by the server routes and the web forms: one definition of every rule
// and every message a racer sees.
import { z } from 'zod';
import { invalidCharacterMessage, isStorableText, storableText } from './text.ts';

const USERNAME_MAX = 50;
const EMAIL_MAX = 255;
const NAME_MAX = 100;
// scrypt hashes any length, but an unbounded password is a cheap way to burn our CPU.
const PASSWORD_MAX = 200;

const username = storableText('Username', 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);
const email = storableText('Email', 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Invalid email address'));
const password = z
  .string({ error: 'Password is required' })
  .refine(isStorableText, invalidCharacterMessage('Password'))
  .min(6, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const personName = (label: string) =>
  z
    .string()
    .refine(isStorableText, invalidCharacterMessage(label))
    .trim()
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const registerFields = {
  username,
  email,
  password,
  firstName: personName('First name'),
  lastName: personName('Last name'),
};

const passwordsMatch = (value: { password: string; confirmPassword?: string | undefined }) =>
  value.confirmPassword === undefined || value.confirmPassword === value.password;
const mismatch = { message: "Passwords don't match", path: ['confirmPassword'] };

/** POST /api/auth/register: the confirmation is optional for API clients. */
export const registerSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().refine(isStorableText, invalidCharacterMessage('Password')).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterInput = z.input<typeof registerSchema>;

/** The Create Account form: the confirmation is required and never sent. */
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: password })
  .refine(passwordsMatch, mismatch);

/** POST /api/auth/login and the Welcome Back form. */
export const loginSchema = z.object({
  username: storableText('Username', 'Username is required').min(1, 'Username is required'),
  password: z
    .string({ error: 'Password is required' })
    .refine(isStorableText, invalidCharacterMessage('Password'))
    .min(1, 'Password is required'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** What GET /api/auth/user, a sign-up and a sign-in answer. */
export const currentUserSchema = z.object({ username: z.string(), email: z.string().nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;
