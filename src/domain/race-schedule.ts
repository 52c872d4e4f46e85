// The Event Details race schedule: races grouped as Main Events, Qualifier Round N (newest first), and
// Other Races, with each race's status as the event page tells it.

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

export function groupSchedule<T extends ScheduleRace>(races: readonly T[]): ScheduleGroup<T>[] {
  const mains: T[] = [];
  const rounds = new Map<number, T[]>();
  const others: T[] = [];
  for (const race of races) {
    if (MAIN.test(race.name) || MAIN.test(race.round ?? '')) mains.push(race);
    else {
      const round = qualifierRound(race);
      if (round === null) others.push(race);
      else rounds.set(round, [...(rounds.get(round) ?? []), race]);
    }
  }
  const groups: ScheduleGroup<T>[] = [];
  if (mains.length > 0) groups.push({ title: 'Main Events', races: mains });
  for (const round of [...rounds.keys()].sort((a, b) => b - a)) {
    groups.push({ title: `Qualifier Round ${round}`, races: rounds.get(round) ?? [] });
  }
  if (others.length > 0) groups.push({ title: 'Other Races', races: others });
  return groups;
}

/** LiveRC lists a race on the event page once it has results: listed with a time means completed. */
export const scheduleStatus = (race: ScheduleRace): ScheduleStatus =>
  race.completedAt ? 'completed' : 'scheduled';

/** A race's result page on the event's own site. */
export function raceResultAddress(eventUrl: string, raceId: number): string {
  return `${new URL(eventUrl).origin}/results/?p=view_race_result&id=${raceId}`;
}
