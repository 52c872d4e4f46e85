// Each LiveRC page type Pitboard reads: its parser and how long a parsed copy stays fresh.
import type { EventPage, RaceResultPage } from '../../domain/liverc.ts';
import { type EntryList, parseEntryList } from '../../liverc/parsers/entry-list.ts';
import { parseEvent } from '../../liverc/parsers/event.ts';
import { type EventsList, parseEventsList } from '../../liverc/parsers/events-list.ts';
import { type HeatSheet, parseHeatSheet } from '../../liverc/parsers/heat-sheet.ts';
import { type PracticeDay, parsePracticeDay } from '../../liverc/parsers/practice-day.ts';
import { parseRaceResult } from '../../liverc/parsers/race-result.ts';
import { parseTrackCatalogue, type TrackCatalogue } from '../../liverc/parsers/track-catalogue.ts';
import { parseTrackPage, type TrackPage } from '../../liverc/parsers/track-page.ts';
import type { PageKind } from './page-cache.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A page type whose copy stays fresh for a fixed time. */
const kind = <T>(name: string, parse: PageKind<T>['parse'], freshMs: number): PageKind<T> => ({
  name,
  parse,
  freshForMs: () => freshMs,
});

export const catalogueKind: PageKind<TrackCatalogue> = {
  ...kind('catalogue', parseTrackCatalogue, MINUTE),
  // 614 KB and 1,090 rows to upsert: 'Fetch Data' reads it at most once a minute, whoever taps.
  forcedRefreshGapMs: MINUTE,
};
export const trackPageKind = kind<TrackPage>('dashboard', parseTrackPage, 5 * MINUTE);
export const eventsListKind = kind<EventsList>('events-list', parseEventsList, 5 * MINUTE);
export const entryListKind = kind<EntryList>('entry-list', parseEntryList, 5 * MINUTE);
// Races are added to an event page all day long, so it is kept fresh for a minute only.
export const eventKind = kind<EventPage>('event', parseEvent, MINUTE);
// Organisers rebuild mains and move drivers between heats during the day (docs/liverc/REFERENCE.md 3.6).
export const heatSheetKind = kind<HeatSheet>('heat-sheet', parseHeatSheet, MINUTE);
// Sessions are added to a practice day while the track is open: a racer back in the pits sees theirs soon.
export const practiceDayKind = kind<PracticeDay>('practice-day', parsePracticeDay, MINUTE);

// A race of an event that ended days ago never changes again. Until then its page may still be growing
// (a race in progress) or be amended (penalties, re-scored laps), so it is re-read after 30 seconds.
export const raceResultKind: PageKind<RaceResultPage> = {
  name: 'race-result',
  parse: parseRaceResult,
  freshForMs: (result, now) => (isSettledRace(result, now) ? Number.POSITIVE_INFINITY : 30 * SECOND),
};

export const isCompleteRace = (result: RaceResultPage) => result.results.length > 0;

// Two days past the event's last day: the event is over in every time zone and its results are final.
const SETTLED_AFTER_MS = 2 * 24 * 60 * MINUTE;

export function isSettledRace(result: RaceResultPage, now: number): boolean {
  const lastDay = result.eventEndDate ?? result.eventDate;
  if (!isCompleteRace(result) || !lastDay) return false;
  return Date.parse(`${lastDay}T00:00:00Z`) + SETTLED_AFTER_MS <= now;
}
