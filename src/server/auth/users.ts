// The users repository: creating accounts and finding them for sign-in.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { registerSchema } from '../../domain/auth.ts';
import { HttpError } from '../errors.ts';
import { uniqueViolation } from '../unique-violation.ts';

type NewUser = z.output<typeof registerSchema>;

const USERNAME_TAKEN = 'Username already taken';
const EMAIL_TAKEN = 'Email already registered';

/** `hash` turns the password into its stored form (through the server's bounded password queue). */
export async function createUser(
  db: Db,
  input: NewUser,
  hash: (password: string) => Promise<string>,
): Promise<{ username: string; email: string | null }> {
  const email = input.email.toLowerCase();
  if (await findUserByUsername(db, input.username)) throw new HttpError(409, USERNAME_TAKEN);
  const [emailOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (emailOwner) throw new HttpError(409, EMAIL_TAKEN);

  const passwordHash = await hash(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        username: input.username,
        email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
      })
      .returning({ username: users.username, email: users.email });
    return created!;
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same 409.
    const constraint = uniqueViolation(error);
    if (constraint?.includes('username')) throw new HttpError(409, USERNAME_TAKEN);
    if (constraint?.includes('email')) throw new HttpError(409, EMAIL_TAKEN);
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
