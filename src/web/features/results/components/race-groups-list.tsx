import { useState } from 'react';
import type { RaceListItem } from '../../../../domain/liverc';
import { canViewResults, completedLabel, groupRaces, raceTag } from '../../../../domain/race-grouping';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDayAndTime } from '../../../lib/format';
import { ExternalButton } from './external-button';
import { RaceResultDialog } from './race-result-dialog';

export function RaceGroupsList({ races }: { races: RaceListItem[] }) {
  const [open, setOpen] = useState<{ url: string; name: string } | null>(null);
  const groups = groupRaces(races);
  if (groups.length === 0) return <p className="text-sm text-(--muted-foreground)">No races posted yet.</p>;

  const view = (race: RaceListItem) => {
    if (race.url) setOpen({ url: race.url, name: race.name });
  };
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold">{group.title}</h4>
            {group.tag && <Badge variant="outline">{group.tag}</Badge>}
          </div>
          <ul className="divide-y divide-(--border) rounded-lg border border-(--border)">
            {group.races.map((race) => {
              const completed = completedLabel(race, formatDayAndTime);
              return (
                <li
                  key={`${race.raceId}-${race.name}`}
                  className="flex flex-wrap items-center justify-between gap-2 p-2"
                >
                  <div className="min-w-0">
                    <p className="font-semibold">{race.name}</p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-(--muted-foreground)">
                      <Badge variant="secondary">{raceTag(race)}</Badge>
                      {completed && <span>{completed}</span>}
                    </p>
                  </div>
                  {canViewResults(race) && (
                    <Button variant="secondary" onClick={() => view(race)}>
                      View Results
                    </Button>
                  )}
                  {race.status === 'section' && race.url && (
                    <ExternalButton href={race.url} aria-label={`Open ${race.name} on LiveRC`}>
                      Open
                    </ExternalButton>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {open && <RaceResultDialog raceUrl={open.url} raceName={open.name} onClose={() => setOpen(null)} />}
    </div>
  );
}
