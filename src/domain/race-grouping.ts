// Groups a track's newest-event races into the detail panel's sections (issue 4, Results section).
import type { EventRace, RaceListItem, RaceStatus } from './liverc.ts';

export type RaceGroupKind = 'championship' | 'semifinals' | 'qualifiers' | 'practice' | 'sections';

export type RaceGroup = {
  kind: RaceGroupKind;
  title: string;
  /** The group's tag; `null` where the spec gives none. */
  tag: string | null;
  races: RaceListItem[];
};

const A_MAIN = /\bA\d*-Main\b/i;
const LOWER_MAIN = /\b[BC]\d*-Main\b/i;
const ANY_MAIN = /\b[A-Z]\d*-Main\b|\bMain Events?\b|\bFinal\b/i;
const HEAT = /\bHeat\b|\bQualifier\b/i;
const PRACTICE = /\bPractice\b|\bWarm/i;
const SECTION = /\bEntry List\b|\bResults\b/i;
const QUALIFIER_GAP_MINUTES = 30;

/**
 * Maps a parsed LiveRC race to the spec's list item. LiveRC's event page has no status field, so it
 * is derived from the race's name and the heading it is listed under: any X-Main or final -> 'final',
 * heats, qualifiers and `Qualifier Round N` headings -> 'heat', practice/warm-up -> 'practice',
 * entry lists and results pages -> 'section', anything else -> 'race'.
 */
export function toRaceListItem(
  race: Pick<EventRace, 'raceId' | 'url' | 'name' | 'label' | 'round' | 'completedAt'>,
): RaceListItem {
  const name = race.name || race.label;
  const context = `${name} ${race.round ?? ''}`;
  let status: RaceStatus = 'race';
  if (ANY_MAIN.test(context)) status = 'final';
  else if (HEAT.test(context) || /\bRound\b/i.test(race.round ?? '')) status = 'heat';
  else if (PRACTICE.test(context)) status = 'practice';
  else if (SECTION.test(name)) status = 'section';
  return { name, status, time: race.completedAt?.raw ?? null, raceId: race.raceId, url: race.url };
}

/**
 * The race's group, first rule wins. B/C-Mains are checked before the championship's `status final`
 * rule: the mapping above marks every main 'final', and a B-Main still belongs to the semifinals.
 */
export function raceGroupKind(race: RaceListItem): RaceGroupKind | null {
  if (A_MAIN.test(race.name) || /Championship/i.test(race.name)) return 'championship';
  if (LOWER_MAIN.test(race.name)) return 'semifinals';
  if (race.status === 'final') return 'championship';
  if (race.status === 'heat' || HEAT.test(race.name)) return 'qualifiers';
  if (PRACTICE.test(race.name)) return 'practice';
  if (race.status === 'section' || /Entry List|Results/i.test(race.name)) return 'sections';
  return null;
}

/** Minutes after midnight of the `at h:mm am/pm` part of a LiveRC time text, or null. */
export function clockMinutes(time: string | null): number | null {
  const match = time?.match(/\bat\s+(\d{1,2}):(\d{2})\s*([ap])\.?m\.?/i);
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  const pm = match[3]?.toLowerCase() === 'p';
  return (hour + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

/**
 * Qualifier rounds: races sorted by clock time, a new round whenever the gap to the previous race
 * exceeds 30 minutes. Races without a readable time go last and stay in the last round, since no gap
 * can be measured for them.
 */
export function splitQualifierRounds(races: RaceListItem[]): RaceListItem[][] {
  const timed = races
    .map((race) => ({ race, minutes: clockMinutes(race.time) }))
    .filter((entry): entry is { race: RaceListItem; minutes: number } => entry.minutes !== null)
    .sort((a, b) => a.minutes - b.minutes);
  const rounds: RaceListItem[][] = [];
  let previous: number | null = null;
  for (const { race, minutes } of timed) {
    const current = rounds.at(-1);
    if (!current || previous === null || minutes - previous > QUALIFIER_GAP_MINUTES) rounds.push([race]);
    else current.push(race);
    previous = minutes;
  }
  const untimed = races.filter((race) => clockMinutes(race.time) === null);
  if (untimed.length > 0) {
    const last = rounds.at(-1);
    if (last) last.push(...untimed);
    else rounds.push(untimed);
  }
  return rounds;
}

/**
 * The panel's sections in display order; empty groups are left out. The spec names six tags but
 * not their owners: three label groups (championship 'Championship Finals', qualifier rounds 'Race
 * Organization', sections 'Results & Rankings') and three label races (see `raceTag`).
 */
export function groupRaces(races: RaceListItem[]): RaceGroup[] {
  const byKind = new Map<RaceGroupKind, RaceListItem[]>();
  for (const race of races) {
    const kind = raceGroupKind(race);
    if (!kind) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), race]);
  }
  const groups: RaceGroup[] = [];
  const push = (kind: RaceGroupKind, title: string, tag: string | null, list?: RaceListItem[]) => {
    if (list && list.length > 0) groups.push({ kind, title, tag, races: list });
  };
  push('championship', 'Championship', 'Championship Finals', byKind.get('championship'));
  push('semifinals', 'Semifinals', null, byKind.get('semifinals'));
  splitQualifierRounds(byKind.get('qualifiers') ?? []).forEach((round, index) => {
    push('qualifiers', `Qualifier Round ${index + 1}`, 'Race Organization', round);
  });
  push('practice', 'Practice', null, byKind.get('practice'));
  push('sections', 'Sections', 'Results & Rankings', byKind.get('sections'));
  return groups;
}

/** Per-race tag: 'Final Race' for finals, 'Results Section' for sections, else 'Racing Session'. */
export function raceTag(race: RaceListItem): string {
  if (race.status === 'final') return 'Final Race';
  if (race.status === 'section') return 'Results Section';
  return 'Racing Session';
}

/** 'Completed: {time}' only for a real afternoon-style time: present, not 'N/A', without 'AM' (spec). */
export function completedLabel(time: string | null): string | null {
  if (!time || time === 'N/A' || time.includes('AM')) return null;
  return `Completed: ${time}`;
}

/** 'View Results' is offered for heats and for finals/A-Mains/B-Mains that carry a raceId. */
export function canViewResults(race: RaceListItem): boolean {
  if (race.raceId === null) return false;
  return race.status === 'heat' || race.status === 'final' || /\b[AB]\d*-Main\b/i.test(race.name);
}
