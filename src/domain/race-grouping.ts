// Groups a track's newest-event races into the detail panel's sections: finals by their
// letter, qualifier rounds by LiveRC's own headings (the spec's 30-minute rule only where there are none),
// practice, then the event's lineups and entry list, and its results and rankings pages.
import { groupBy } from './group-by.ts';
import type { EventPage, EventRace, LocalDateTime, RaceListItem, RaceStatus } from './liverc.ts';

export type RaceGroupKind =
  | 'championship'
  | 'semifinals'
  | 'lower-mains'
  | 'qualifiers'
  | 'practice'
  | 'organization'
  | 'rankings';

export type RaceGroup = {
  kind: RaceGroupKind;
  title: string;
  /** The group's tag; `null` where the spec gives none. */
  tag: string | null;
  races: RaceListItem[];
};

/** The event page's headings of its two tables of links (docs/liverc/REFERENCE.md 3.4). */
export const LINEUPS_HEADING = 'Race Lineups & Entry List';
export const RANKINGS_HEADING = 'Overall Results & Rankings';

const A_MAIN = /\bA\d*-Main\b/i;
const SEMI_MAIN = /\b[BC]\d*-Main\b/i;
const ANY_MAIN = /\b[A-Z]\d*-Main\b|\bMain Events?\b|\bFinal\b/i;
const HEAT = /\bHeat\b|\bQualifier\b/i;
const PRACTICE = /\bPractice\b|\bWarm/i;
const SECTION = /\bEntry List\b|\bResults\b/i;
const LINEUPS = /\bEntry List\b|\bLineups?\b|\bHeat Sheets?\b/i;
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
  return {
    name,
    status,
    time: race.completedAt?.raw ?? null,
    completedAt: race.completedAt,
    raceId: race.raceId,
    url: race.url,
    round: race.round,
  };
}

/** The event's pages that are not races, as the spec's list items under LiveRC's two headings. */
export function sectionItems(
  page: Pick<
    EventPage,
    'entryListUrl' | 'heatSheets' | 'finalResultsUrl' | 'pointsTables' | 'roundRankings' | 'multiMainResults'
  >,
): RaceListItem[] {
  const section = (name: string, url: string, round: string): RaceListItem => ({
    name,
    status: 'section',
    time: null,
    completedAt: null,
    raceId: null,
    url,
    round,
  });
  return [
    ...(page.entryListUrl ? [section('Entry List', page.entryListUrl, LINEUPS_HEADING)] : []),
    ...page.heatSheets.map((link) => section(`${link.name} Lineups`, link.url, LINEUPS_HEADING)),
    ...(page.finalResultsUrl ? [section('Final Results', page.finalResultsUrl, RANKINGS_HEADING)] : []),
    ...[...page.pointsTables, ...page.roundRankings, ...page.multiMainResults].map((link) =>
      section(link.name, link.url, RANKINGS_HEADING),
    ),
  ];
}

/**
 * The race's group, first rule wins: only A-Mains and championships are the championship; B- and
 * C-Mains the semifinals; any other main or final the lower mains.
 */
export function raceGroupKind(race: RaceListItem): RaceGroupKind | null {
  if (race.status === 'section' || (race.status !== 'heat' && SECTION.test(race.name))) {
    return race.round === LINEUPS_HEADING || LINEUPS.test(race.name) ? 'organization' : 'rankings';
  }
  if (A_MAIN.test(race.name) || /Championship/i.test(race.name)) return 'championship';
  if (SEMI_MAIN.test(race.name)) return 'semifinals';
  if (race.status === 'final' || ANY_MAIN.test(race.name)) return 'lower-mains';
  if (race.status === 'heat' || HEAT.test(race.name)) return 'qualifiers';
  if (PRACTICE.test(race.name)) return 'practice';
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
  const clocked = races.map((race) => ({ race, minutes: clockMinutes(race.time) }));
  const byClock = [
    ...clocked.filter(({ minutes }) => minutes !== null).sort((a, b) => a.minutes! - b.minutes!),
    ...clocked.filter(({ minutes }) => minutes === null),
  ];
  const rounds: RaceListItem[][] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const { race, minutes } of byClock) {
    const current = rounds.at(-1);
    if (current && (minutes === null || minutes - previous <= QUALIFIER_GAP_MINUTES)) current.push(race);
    else rounds.push([race]);
    previous = minutes ?? previous;
  }
  return rounds;
}

/**
 * Qualifier rounds as LiveRC heads them ('Qualifier Round 1' ...), in round order; heats listed under no
 * heading are split by the spec's 30-minute rule into the rounds after those.
 */
export function qualifierRounds(races: RaceListItem[]): { title: string; races: RaceListItem[] }[] {
  const headed = groupBy(
    races.filter((race) => race.round),
    (race) => race.round ?? '',
  );
  const roundNumber = (heading: string) => Number(/\d+/.exec(heading)?.[0] ?? Number.POSITIVE_INFINITY);
  // The page lists rounds newest first: reversed, headings without a number keep the running order.
  const titled = [...headed.keys()]
    .reverse()
    .sort((a, b) => roundNumber(a) - roundNumber(b))
    .map((title) => ({ title, races: headed.get(title) ?? [] }));
  const byGap = splitQualifierRounds(races.filter((race) => !race.round)).map((round, index) => ({
    title: `Qualifier Round ${titled.length + index + 1}`,
    races: round,
  }));
  return [...titled, ...byGap];
}

/**
 * The panel's sections in display order; empty groups are left out. The spec names six tags: three
 * label groups (championship 'Championship Finals', lineups and entry list 'Race Organization', results
 * and rankings 'Results & Rankings') and three label races (see `raceTag`).
 */
export function groupRaces(races: RaceListItem[]): RaceGroup[] {
  const byKind = groupBy(races, raceGroupKind);
  const groups: RaceGroup[] = [];
  const push = (kind: RaceGroupKind, title: string, tag: string | null, list?: RaceListItem[]) => {
    if (list && list.length > 0) groups.push({ kind, title, tag, races: list });
  };
  push('championship', 'Championship', 'Championship Finals', byKind.get('championship'));
  push('semifinals', 'Semifinals', null, byKind.get('semifinals'));
  push('lower-mains', 'Lower Mains', null, byKind.get('lower-mains'));
  for (const round of qualifierRounds(byKind.get('qualifiers') ?? [])) {
    push('qualifiers', round.title, null, round.races);
  }
  push('practice', 'Practice', null, byKind.get('practice'));
  push('organization', LINEUPS_HEADING, 'Race Organization', byKind.get('organization'));
  push('rankings', RANKINGS_HEADING, 'Results & Rankings', byKind.get('rankings'));
  return groups;
}

/** Per-race tag: 'Final Race' for finals, 'Results Section' for sections, else 'Racing Session'. */
export function raceTag(race: RaceListItem): string {
  if (race.status === 'final') return 'Final Race';
  if (race.status === 'section') return 'Results Section';
  return 'Racing Session';
}

/**
 * 'Completed: {time}' only for a real afternoon-style time: present, not 'N/A', without 'AM' (spec); the
 * completion written by `write`, the screen's one way of writing dates and times.
 */
export function completedLabel(
  race: Pick<RaceListItem, 'time' | 'completedAt'>,
  write: (at: LocalDateTime) => string,
): string | null {
  const { time, completedAt } = race;
  if (!time || !completedAt || time === 'N/A' || time.includes('AM')) return null;
  return `Completed: ${write(completedAt)}`;
}

/** 'View Results' is offered for heats and for finals/A-Mains/B-Mains that carry a raceId. */
export function canViewResults(race: RaceListItem): boolean {
  if (race.raceId === null) return false;
  return race.status === 'heat' || race.status === 'final' || /\b[AB]\d*-Main\b/i.test(race.name);
}
