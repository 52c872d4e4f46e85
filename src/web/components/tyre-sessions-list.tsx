// The practice sessions saved on one tyre set (from the Race Timer), newest first: under its row on the
// Inventory screen, which titles them; TyreSessionLine is one of them, also on a shared set's page.
import { useQuery } from '@tanstack/react-query';
import { lapsText } from '../../domain/tyre-format';
import type { TyreSession } from '../../domain/tyre-sessions';
import { tyreSessionsQueryOptions } from '../api/tyres';
import { formatDate, formatRaceTime } from '../lib/format';
import { Skeleton } from './ui/skeleton';

export function TyreSessionsList({ tyreId }: { tyreId: number }) {
  const sessions = useQuery(tyreSessionsQueryOptions(tyreId));
  if (sessions.isPending) return <Skeleton className="h-11 w-full" />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-(--destructive)">
        Practice sessions could not be loaded: {sessions.error.message}
      </p>
    );
  }
  if (sessions.data.length === 0) {
    return <p className="text-sm text-(--muted-foreground)">No practice sessions saved on this set yet.</p>;
  }
  return (
    <section aria-label="Practice sessions">
      <ul className="divide-y divide-(--border) text-sm">
        {sessions.data.map((session) => (
          <TyreSessionLine key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}

/** One session: its day, laps, best and average lap, and the racer's notes (also on a shared set's page). */
export function TyreSessionLine({
  session,
}: {
  session: Pick<TyreSession, 'sessionDate' | 'laps' | 'bestLap' | 'averageLap' | 'notes'>;
}) {
  return (
    <li className="py-1.5">
      <p>
        <span className="font-semibold">{formatDate(session.sessionDate)}</span>: {lapsText(session.laps)}
        {session.bestLap !== null && <>, best {formatRaceTime(session.bestLap)}</>}
        {session.averageLap !== null && <>, average {formatRaceTime(session.averageLap)}</>}
      </p>
      {session.notes && <p className="text-(--muted-foreground)">{session.notes}</p>}
    </li>
  );
}
