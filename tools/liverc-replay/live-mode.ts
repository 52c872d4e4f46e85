// Live race mode: replays one recorded race as if it were running now. Its result page and the track's
// `/live/` page grow lap by lap with the race clock; the event page, dashboard and catalogue follow.
import { parseEvent } from '../../src/liverc/parsers/event.ts';
import { parseRaceResult } from '../../src/liverc/parsers/race-result.ts';
import { catalogueUrl, pageRefOf, raceIdFromUrl } from '../../src/liverc/urls.ts';
import { withCatalogueActivity, withLiveTile, withoutRaceRows } from './live-pages.ts';
import { finishMs, recordedRaceOf, type Standing, standingsAt } from './live-race.ts';
import { type RaceHeader, raceHeaderOf, renderLivePage, renderRaceResultPage } from './race-page.ts';

export type LiveOptions = {
  /** The recorded race result page to replay: a URL of the manifest. */
  raceUrl: string;
  /** Race time per real time (default 1), so a demo can run a 15-minute main in a few minutes. */
  speed?: number;
  /** The clock in milliseconds (default `Date.now`); tests move it rather than wait. The race starts at creation. */
  now?: () => number;
  /** Starts the race again this long (race time) after it finished, for ever: the demo never runs dry. */
  repeatAfterMs?: number;
};

export type LiveMode = {
  /** The page for a URL at this moment of the race, or null where the recorded page stands as it is. */
  page(url: string): string | null;
  /** The race at this moment, for the live socket's frames. */
  moment(): LiveMoment;
};

export type LiveMoment = {
  running: boolean;
  elapsedMs: number;
  lengthMs: number | null;
  header: RaceHeader;
  standings: Standing[];
};

/** `readPage` answers a manifest URL's recorded HTML, or null when the manifest has no page there. */
export function createLiveMode(options: LiveOptions, readPage: (url: string) => string | null): LiveMode {
  const { raceUrl } = options;
  const raceId = raceIdFromUrl(raceUrl);
  const recorded = readPage(raceUrl);
  const parsed = recorded === null ? null : parseRaceResult(recorded, raceUrl);
  if (raceId === null || !parsed?.ok) {
    throw new Error(
      `live race ${raceUrl}: ${parsed?.ok === false ? parsed.error : 'not a recorded race page'}`,
    );
  }
  const race = recordedRaceOf(parsed.data);
  const header = raceHeaderOf(parsed.data);
  const finish = finishMs(race);
  const origin = new URL(raceUrl).origin;
  const liveUrl = `${origin}/live/`;
  const dashboardUrl = `${origin}/`;
  const resultPath = raceUrl.slice(origin.length);
  const now = options.now ?? Date.now;
  const speed = options.speed ?? 1;
  const startedAt = now();
  const sinceStart = () => Math.max(0, (now() - startedAt) * speed);
  const elapsedMs =
    options.repeatAfterMs === undefined
      ? sinceStart
      : () => sinceStart() % (finish + (options.repeatAfterMs ?? 0));

  const listsRace = (url: string) => {
    const html = url.startsWith(origin) && pageRefOf(url)?.page === 'view_event' ? readPage(url) : null;
    const event = html === null ? null : parseEvent(html, url);
    return (
      event?.ok === true &&
      event.data.raceGroups.some((group) => group.races.some((r) => r.raceId === raceId))
    );
  };
  const eventPages = new Map<string, boolean>();
  const isEventOfRace = (url: string) => {
    if (!eventPages.has(url)) eventPages.set(url, listsRace(url));
    return eventPages.get(url) === true;
  };

  return {
    moment() {
      const elapsed = Math.min(elapsedMs(), finish);
      return {
        running: elapsedMs() < finish,
        elapsedMs: elapsed,
        lengthMs: race.length?.kind === 'timed' ? race.length.ms : null,
        header,
        standings: standingsAt(race, elapsed),
      };
    },
    page(url) {
      const elapsed = elapsedMs();
      const running = elapsed < finish;
      if (url === liveUrl) {
        const clock = {
          running,
          elapsedMs: Math.min(elapsed, finish),
          lengthMs: race.length?.kind === 'timed' ? race.length.ms : null,
          resultPath,
        };
        return renderLivePage(header, standingsAt(race, elapsed), race.length, clock);
      }
      // Once finished, the recorded pages are the truth again (the result page with LiveRC's own figures).
      if (url === raceUrl)
        return running ? renderRaceResultPage(header, standingsAt(race, elapsed), race.length) : null;
      if (isEventOfRace(url)) return running ? withoutRaceRows(readPage(url) ?? '', url, raceId) : null;
      if (url === dashboardUrl) return mapPage(readPage(url), (html) => withLiveTile(html, running));
      if (url === catalogueUrl()) {
        return mapPage(readPage(url), (html) => withCatalogueActivity(html, new URL(origin).host, running));
      }
      return null;
    },
  };
}

const mapPage = (html: string | null, change: (html: string) => string) =>
  html === null ? null : change(html);
