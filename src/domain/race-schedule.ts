// The Event Details race schedule: races grouped as Main Events, Qualifier Round N (newest first), and
// Other Races, with each race's status as the event page tells it.
import { groupBy } from './group-by.ts';

export type ScheduleRace = {
  raceId: number;
  name: string;
  round: string | null;
  completedAt: { raw: string } | null;
};
export type ScheduleGroup<T extends ScheduleRace> = { title: string; races: T[] };
export type ScheduleStatus = 'completed' | 'live' | 'scheduled';

const MAIN = /\bmain\b|\bfinal/i;
const ROUND = [/qualifier round\s*(\d+)/i, /\bround\s*(\d+)/i, /\bq(\d+)\b/i];

/** The qualifier round a race belongs to, from its heading or its name; null when it is not one. */
export function qualifierRound(race: ScheduleRace): number | null {
  for (const text of [race.round ?? '', race.name]) {
    for (const pattern of ROUND) {
      const match = pattern.exec(text);
      if (match) return Number(match[1]);
    }
  }
  return null;
}

// Main events sort above every qualifier round, other races below them all.
const MAIN_EVENTS = Number.POSITIVE_INFINITY;
const OTHER_RACES = Number.NEGATIVE_INFINITY;

export function groupSchedule<T extends ScheduleRace>(races: readonly T[]): ScheduleGroup<T>[] {
  const groups = groupBy(races, (race) =>
    MAIN.test(race.name) || MAIN.test(race.round ?? '') ? MAIN_EVENTS : (qualifierRound(race) ?? OTHER_RACES),
  );
  return [...groups]
    .sort(([a], [b]) => b - a)
    .map(([key, races]) => ({
      title:
        key === MAIN_EVENTS ? 'Main Events' : key === OTHER_RACES ? 'Other Races' : `Qualifier Round ${key}`,
      races,
    }));
}

/** LiveRC lists a race on the event page once it has results: listed with a time means completed. */
export const scheduleStatus = (race: ScheduleRace): ScheduleStatus =>
  race.completedAt ? 'completed' : 'scheduled';

/** A race's result page on the event's own site. */
export function raceResultAddress(eventUrl: string, raceId: number): string {
  return `${new URL(eventUrl).origin}/results/?p=view_race_result&id=${raceId}`;
}
