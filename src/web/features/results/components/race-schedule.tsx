// The event's races: its LiveRC lineup and result pages, then every race grouped, with its status and its results.
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { EventDetails, EventRace } from '../../../../domain/liverc';
import { groupSchedule, raceResultAddress, scheduleStatus } from '../../../../domain/race-schedule';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDayAndTime } from '../../../lib/format';
import { RaceResultDialog } from './race-result-dialog';

const SQUARE = { completed: 'bg-green-500', live: 'bg-red-500', scheduled: 'bg-yellow-400' };

type PageLink = { label: string; url: string };

const qualifierRound = (name: string) => Number(/qualifier round (\d+)/i.exec(name)?.[1] ?? 0);

/** The spec's lineups: the entry list, the qualifier rounds newest first, then the mains, as the event has them. */
function lineupLinks(event: EventDetails): PageLink[] {
  // A stable sort: sheets that are not qualifier rounds (the mains) keep the page's order after them.
  const sheets = [...event.heatSheets].sort((a, b) => qualifierRound(b.name) - qualifierRound(a.name));
  return [
    ...(event.entryListUrl ? [{ label: 'Entry List', url: event.entryListUrl }] : []),
    ...sheets.map((sheet) => ({ label: sheet.name, url: sheet.url })),
  ];
}

/** The spec's results: Final Result, the points tables ('Results (1 of 4)' is the spec's 'Final Results (1 of 4)'), the round rankings. */
function resultLinks(event: EventDetails): PageLink[] {
  return [
    ...(event.finalResultsUrl ? [{ label: 'Final Result', url: event.finalResultsUrl }] : []),
    ...event.pointsTables.map((table) => ({
      label: table.name.replace(/^Results\b/, 'Final Results'),
      url: table.url,
    })),
    ...event.roundRankings.map((ranking) => ({ label: ranking.name, url: ranking.url })),
  ];
}

/** One of the event's lists of LiveRC pages, each a full-width row; nothing when the event has none yet. */
function PageLinks({ title, links }: { title: string; links: PageLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title} className="space-y-1">
      <h4 className="font-semibold">{title}</h4>
      <ul className="divide-y divide-(--border) rounded-lg border border-(--border)">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-2 px-3 py-2 text-sm font-semibold text-(--primary) hover:bg-(--muted)"
            >
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function RaceSchedule({ event }: { event: EventDetails }) {
  const [open, setOpen] = useState<EventRace | null>(null);
  const races = event.raceGroups.flatMap((group) => group.races);
  const lineups = lineupLinks(event);
  const results = resultLinks(event);
  return (
    <div className="space-y-4">
      {lineups.length + results.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <PageLinks title="Race Lineups & Entry List" links={lineups} />
          <PageLinks title="Overall Results & Rankings" links={results} />
        </div>
      )}
      {races.length === 0 ? (
        <p className="text-(--muted-foreground)">Race Schedule Not Available</p>
      ) : (
        groupSchedule(races).map((group) => (
          <section key={group.title} aria-label={group.title} className="space-y-1">
            <h4 className="font-semibold">{group.title}</h4>
            <ul className="divide-y divide-(--border) rounded-lg border border-(--border)">
              {group.races.map((race) => {
                const status = scheduleStatus(race);
                const time = race.completedAt && formatDayAndTime(race.completedAt);
                return (
                  <li key={race.raceId} className="flex flex-wrap items-center gap-2 p-2 text-sm">
                    <span
                      aria-hidden
                      className={cn('size-3 shrink-0 rounded-sm', SQUARE[status])}
                      data-status={status}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{race.name}</span>
                      <span className="block text-xs text-(--muted-foreground)">
                        {time ?? ''}
                        {status === 'completed' ? ` · Completed${time ? ' · Finished' : ''}` : ' · Scheduled'}
                      </span>
                    </span>
                    <Button variant="secondary" className="text-sm" onClick={() => setOpen(race)}>
                      View Results
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {open && (
        <RaceResultDialog
          raceUrl={raceResultAddress(event.url, open.raceId)}
          raceName={open.name}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
