// A race at a glance: what it was, and cards for the field size, the winner, the fastest lap, the update.
import type { RaceResults } from '../../../../domain/liverc';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatDateRange, formatTimeOfDay } from '../../../lib/format';

export function RaceInfo({ race }: { race: RaceResults }) {
  const facts = [
    race.className,
    race.round,
    race.length ? `Length: ${race.length}` : null,
    race.eventName,
    race.trackName,
    race.eventDate && formatDateRange(race.eventDate, race.eventEndDate),
  ].filter((fact): fact is string => Boolean(fact));
  return <p className="text-sm text-(--muted-foreground)">{facts.join(' · ')}</p>;
}

export function RaceSummaryCards({ race }: { race: RaceResults }) {
  const winner = race.results.find((row) => row.position === 1);
  const fastest = race.results
    .filter((row) => row.values.fastestLap !== null)
    .sort((a, b) => (a.values.fastestLap ?? 0) - (b.values.fastestLap ?? 0))[0];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile variant="label-first" label="Participants" value={String(race.results.length)} />
      <StatTile variant="label-first" label="Winner" value={winner?.driver ?? '-'} />
      <StatTile
        variant="label-first"
        label="Fastest Lap"
        value={fastest?.fastestLap ?? '-'}
        note={fastest ? fastest.driver : undefined}
      />
      <StatTile
        variant="label-first"
        label="Updated"
        value={formatTimeOfDay(race.scrapedAt)}
        note={race.stale ? `Last copy${race.error ? `: ${race.error}` : ''}` : undefined}
      />
    </div>
  );
}
