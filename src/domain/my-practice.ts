// 'My practice': the followed track's LiveRC practice sessions of one day under the racer's driver name,
// which a racer can put on a tyre set as practice laps (POST /api/tire-inventory/{id}/sessions).
import { z } from 'zod';

export const myPracticeQuerySchema = z.object({
  date: z.iso.date('Date must be a date (YYYY-MM-DD)'),
});

export const myPracticeSessionSchema = z.object({
  /** The session's LiveRC address: saved as the tyre session's source, so it is counted once. */
  url: z.string(),
  driver: z.string(),
  className: z.string().nullable(),
  /** As LiveRC shows it, e.g. '4:36:38pm'. */
  startTime: z.string().nullable(),
  laps: z.number().int().nullable(),
  /** Seconds. */
  fastestLap: z.number().nullable(),
  averageLap: z.number().nullable(),
  /** The racer's tyre set these laps are on; null while on none. */
  tyreId: z.number().int().nullable(),
});
export type MyPracticeSession = z.infer<typeof myPracticeSessionSchema>;

/** GET /api/my-practice?date=. `trackUrl` null: the racer follows no track; `driverNames` empty: none set. */
export const myPracticeSchema = z.object({
  trackUrl: z.string().nullable(),
  trackName: z.string().nullable(),
  driverNames: z.array(z.string()),
  date: z.string(),
  sessions: z.array(myPracticeSessionSchema),
  stale: z.boolean(),
  error: z.string().optional(),
});
export type MyPractice = z.infer<typeof myPracticeSchema>;
