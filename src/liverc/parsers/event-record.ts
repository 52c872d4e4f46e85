// What both event page readers (event.ts streaming, event-dom.ts on a DOM) do with the links and texts they find:
// the links by page, races grouped under their round headings, and the page record. One copy, so
// event-reference.test.ts compares what each reader finds, and the reading of it cannot drift apart.
import type { EventLink, EventPage, EventRace, EventStats } from '../../domain/liverc.ts';
import { eventIdFromUrl } from '../urls.ts';
import type { Breadcrumb } from './common.ts';
import { splitRaceLabel } from './race-label.ts';
import { parseDateRange } from './values.ts';

export const NOT_THIS_PAGE = 'not an event page';

type EventRaceGroup = EventPage['raceGroups'][number];

/** A link by the page it opens (`view_heat_sheet`…), each address once, in page order. */
export function addLink(links: Map<string, EventLink[]>, page: string, link: EventLink): void {
  const list = links.get(page) ?? [];
  if (!list.some((each) => each.url === link.url)) list.push(link);
  links.set(page, list);
}

/** Race rows follow a heading row (round name, "Time Completed"); a race before any heading has no round. */
export class RaceGroups {
  private readonly groups: EventRaceGroup[] = [];
  private current: EventRaceGroup | null = null;

  /** A new table: its races follow its own headings. */
  startTable(): void {
    this.current = null;
  }

  heading(round: string | null): void {
    this.current = { round, races: [] };
    this.groups.push(this.current);
  }

  get round(): string | null {
    return this.current?.round ?? null;
  }

  add(race: EventRace): void {
    if (!this.current) this.heading(null);
    this.current?.races.push(race);
  }

  /** The groups that hold a race. */
  list(): EventRaceGroup[] {
    return this.groups.filter((group) => group.races.length > 0);
  }
}

export function raceOf(
  raceId: number,
  url: string,
  label: string,
  round: string | null,
  completedAt: EventRace['completedAt'],
): EventRace {
  const parts = splitRaceLabel(label);
  return {
    raceId,
    url,
    label,
    raceNumber: parts.raceNumber,
    className: parts.className,
    name: parts.name,
    round,
    completedAt,
  };
}

export function eventPageOf(
  pageUrl: string,
  crumb: Breadcrumb,
  stats: EventStats,
  links: Map<string, EventLink[]>,
  raceGroups: EventRaceGroup[],
): EventPage {
  return {
    eventId: eventIdFromUrl(pageUrl) ?? links.get('view_entry_list')?.[0]?.id ?? null,
    trackName: crumb.h1,
    title: crumb.h3,
    date: parseDateRange(crumb.h5),
    ...stats,
    entryListUrl: links.get('view_entry_list')?.[0]?.url ?? null,
    heatSheets: links.get('view_heat_sheet') ?? [],
    finalResultsUrl: links.get('event_overall_ranking')?.[0]?.url ?? null,
    pointsTables: links.get('view_points') ?? [],
    roundRankings: links.get('view_round_ranking') ?? [],
    multiMainResults: links.get('view_multi_main_result') ?? [],
    raceGroups,
  };
}
