// The users repository: creating accounts and finding them for sign-in.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { registerSchema } from '../../domain/auth.ts';
import { HttpError } from '../errors.ts';
import { uniqueViolation } from '../unique-violation.ts';

type NewUser = z.output<typeof registerSchema>;

// One sentence for both, so sign-up does not tell whether an email (or a name) has an account here.
export const ACCOUNT_TAKEN = 'That username or email is already taken';

/**
 * `hash` turns the password into its stored form (through the server's bounded password queue). The hash
 * comes first and the unique indexes decide, so a taken name or email costs the same time as a new account.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  hash: (password: string) => Promise<string>,
): Promise<{ username: string; email: string | null }> {
  const passwordHash = await hash(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
      })
      .returning({ username: users.username, email: users.email });
    return created!;
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, ACCOUNT_TAKEN);
    throw error;
  }
}

export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  return user ?? null;
}
