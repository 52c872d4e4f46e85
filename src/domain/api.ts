// The answers every part of the API shares: the error body (docs/DESIGN.md, Errors), a plain message, health.
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
