// 'My races': every stored LiveRC race in which the racer's driver name (Settings) appears, so a race
// day is logged in a minute.
import { z } from 'zod';

export const myRaceSchema = z.object({
  raceUrl: z.string(),
  eventUrl: z.string().nullable(),
  /** The race's title as LiveRC heads it, e.g. '1/8 Nitro Buggy A-Main'. */
  raceTitle: z.string(),
  className: z.string().nullable(),
  round: z.string().nullable(),
  /** 'YYYY-MM-DD': the event's day, as the result page gives it; null when it gives none. */
  raceDate: z.string().nullable(),
  /** The track's name when Pitboard knows it. */
  trackName: z.string().nullable(),
  /** The driver as the result page writes them. */
  driverName: z.string(),
  position: z.number().int().nullable(),
  /** '47/30:43.434' */
  lapsTime: z.string().nullable(),
  fastestLap: z.string().nullable(),
  avgLap: z.string().nullable(),
  behind: z.string().nullable(),
  consistency: z.string().nullable(),
  /** The racer's race log entry for this row (its tick); null while tyres are not assigned. */
  entryId: z.number().int().nullable(),
});
export type MyRace = z.infer<typeof myRaceSchema>;

/** GET /api/my-races. `driverNames` empty: the racer has not said who they are in Settings yet. */
export const myRacesSchema = z.object({
  driverNames: z.array(z.string()),
  races: z.array(myRaceSchema),
});
export type MyRaces = z.infer<typeof myRacesSchema>;
