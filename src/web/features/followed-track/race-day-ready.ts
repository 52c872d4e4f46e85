// 'Get ready for race day', the rules: which of the followed event's races are stored ahead, and what the
// racer is told while it works and when it is done.
import type { EventDetails } from '../../../domain/liverc';
import { mainNameParts } from '../../../domain/mains-ladder';
import { formatTimeOfDay } from '../../lib/format';

/** One tap reads at most this many races' results: a long meeting's newest, never the whole weekend's. */
export const MAX_RACES = 40;

type EventRaces = Pick<EventDetails, 'raceGroups'>;

/** The posted races' result addresses, each once, newest first (as the event page lists them), at most `max`. */
export function racesToStore(event: EventRaces, max = MAX_RACES): string[] {
  const urls = new Set(event.raceGroups.flatMap((group) => group.races.map((race) => race.url)));
  return [...urls].slice(0, max);
}

/** Whether the event has mains: its Mains tab is shown (and worth storing) only then. */
export const hasMains = (event: EventRaces): boolean =>
  event.raceGroups.some((group) => group.races.some((race) => mainNameParts(race.name)));

/** Asked with no signal: reads would wait for it (TanStack pauses them) and the line would never move. */
export const NO_SIGNAL = 'No signal now: tap again where the phone has signal.';

export const progressMessage = (done: number, total: number): string => `Storing ${done} of ${total}…`;

export type ReadyOutcome = {
  /** The racer's own answers (settings, lists, My races, next race, current event): stored and asked. */
  own: { stored: number; asked: number };
  /** The followed event's pages stored (details, mains, race results), and its name when it was found. */
  eventPages: number;
  eventName: string | null;
  /** Reads that failed, the racer's and the event's. */
  failed: number;
  /** When the oldest stored copy was read. */
  asOf: number;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function readyMessage(outcome: ReadyOutcome, locale?: string): string {
  const { own, eventPages, eventName, failed } = outcome;
  const asOf = `(as of ${formatTimeOfDay(outcome.asOf, locale)})`;
  // The event's pages are found from the current event, one of the racer's own reads: none stored, none at all.
  if (own.stored === 0) return 'Nothing could be stored: check your signal and tap again.';
  const yours = own.stored === own.asked ? 'your data' : 'part of your data';
  const stored =
    eventPages > 0
      ? `${yours} and ${plural(eventPages, 'page', 'pages')} of ${eventName ?? 'the event'}`
      : yours;
  const verb = eventPages > 0 ? 'are' : 'is';
  if (failed === 0) return `Ready: ${stored} ${verb} on this phone ${asOf}.`;
  const retry = failed === 1 ? 'it' : 'them';
  return `Partly ready: ${stored} ${verb} on this phone ${asOf}; ${plural(failed, 'page', 'pages')} could not be stored. Tap again to retry ${retry}.`;
}
