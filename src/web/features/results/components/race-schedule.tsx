// The event's races: its result pages, then every race grouped, with its status and its results.
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { EventDetails, EventRace } from '../../../../domain/liverc';
import { groupSchedule, raceResultAddress, scheduleStatus } from '../../../../domain/race-schedule';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDayAndTime } from '../../../lib/format';
import { RaceResultDialog } from './race-result-dialog';

const SQUARE = { completed: 'bg-green-500', live: 'bg-red-500', scheduled: 'bg-yellow-400' };

function eventLinks(event: EventDetails): { label: string; url: string }[] {
  const links: { label: string; url: string | null | undefined }[] = [
    { label: 'Entry List', url: event.entryListUrl },
    { label: 'Qualifier Rounds', url: event.heatSheets.find((sheet) => /qualifier/i.test(sheet.name))?.url },
    { label: 'Main Events', url: event.heatSheets.find((sheet) => /main/i.test(sheet.name))?.url },
    { label: 'Final Results', url: event.finalResultsUrl },
    { label: 'Round Rankings', url: event.roundRankings[0]?.url },
  ];
  return links.filter((link): link is { label: string; url: string } => Boolean(link.url));
}

export function RaceSchedule({ event }: { event: EventDetails }) {
  const [open, setOpen] = useState<EventRace | null>(null);
  const races = event.raceGroups.flatMap((group) => group.races);
  const links = eventLinks(event);
  return (
    <div className="space-y-4">
      {links.length > 0 && (
        <nav aria-label="Event pages" className="flex flex-wrap gap-2">
          {links.map((link) => (
            <a
              key={link.label}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'text-sm')}
            >
              <ExternalLink aria-hidden className="size-3.5" />
              {link.label}
            </a>
          ))}
        </nav>
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
