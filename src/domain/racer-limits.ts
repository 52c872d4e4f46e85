// How much one racer may store: limits a real racer never meets, read by the server (409 when reached),
// the README and the tests, so all three name the same numbers.
import { wholeNumberText } from './whole-number.ts';

export const RACER_LIMITS = {
  tyreSets: 2_000,
  raceLogEntries: 20_000,
  setupSheets: 5_000,
  series: 20,
  cars: 20,
  shareLinks: 100,
  /** Per tyre set. */
  sessionsPerSet: 5_000,
} as const;
export type RacerLimit = keyof typeof RACER_LIMITS;

const count = wholeNumberText;

/** The 409's sentence when a limit is reached: what the limit is and what the racer can do. */
export const LIMIT_REACHED_MESSAGES: Record<RacerLimit, string> = {
  tyreSets: `You have reached the limit of ${count(RACER_LIMITS.tyreSets)} tyre sets; delete some to add more`,
  raceLogEntries: `You have reached the limit of ${count(RACER_LIMITS.raceLogEntries)} race results in your log; delete some to add more`,
  setupSheets: `You have reached the limit of ${count(RACER_LIMITS.setupSheets)} setup sheets; delete some to add more`,
  series: `You can keep at most ${count(RACER_LIMITS.series)} series; delete one to add another`,
  cars: `You can keep at most ${count(RACER_LIMITS.cars)} cars; delete one to add another`,
  shareLinks: `You can keep at most ${count(RACER_LIMITS.shareLinks)} share links; stop sharing one to share another`,
  sessionsPerSet: `This tyre set has reached the limit of ${count(RACER_LIMITS.sessionsPerSet)} practice sessions; add further laps to it by hand`,
};
