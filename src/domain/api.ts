// What every part of the API shares: the error body (docs/DESIGN.md, Errors), a plain message, health, ids
// in addresses and the defaults of a create body.
import { z } from 'zod';

/** Every error answer: a sentence for people, and for bad input zod's field messages in `details`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  details: z.object({ fieldErrors: z.record(z.string(), z.array(z.string())) }).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** An answer that only says what happened, e.g. `{ message: 'Logged out' }`. */
export const messageSchema = z.object({ message: z.string() });

/** GET /api/health. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** The largest id a row of ours can have (PostgreSQL `serial`): a larger one names no row of anyone's. */
export const MAX_ROW_ID = 2_147_483_647;

/** `{id}` in a route's address, e.g. idParamsSchema('Event'): 'abc' is bad input (400); an id past
 * MAX_ROW_ID is read as a number and answered 404 by the route, like any id that is not the racer's. */
export const idParamsSchema = (label: string) =>
  z.object({
    id: z.coerce
      .number({ error: `${label} id must be a number` })
      // Not zod's .int(): it refuses past 2^53 as bad input, where any id past MAX_ROW_ID is 'not found'.
      .refine(Number.isInteger, `${label} id must be a whole number`)
      .positive(`${label} id must be a whole number`),
  });

/** The fields, each with `value` as its default: what a create body may leave out. */
export const withDefault = <Fields extends Record<string, z.ZodType>>(fields: Fields, value: unknown) =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.default(value)])) as {
    [Name in keyof Fields]: z.ZodDefault<Fields[Name]>;
  };
