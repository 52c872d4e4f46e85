// One series' standings: the racer's place and the points to the driver ahead, the table of the class (the
// racer's row marked, dropped rounds struck through), and the CSV download. Rounds not scored yet whose day has
// come are read from LiveRC once (their mains stored), then the standings are asked again.
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import {
  type SeriesStandings,
  type StandingRow,
  standingSentence,
} from '../../../../domain/series-standings';
import { queryKeys } from '../../../api/query-keys';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { type Column, Table } from '../../../components/ui/table';
import { apiPaths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useRoundMains, useStandings } from '../api/series';

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Rounds to read from LiveRC: not scored yet once their day has come, and any of the last two days (mains
 * still being posted: a B-Main stored makes a round scored before its A-Main is in). */
const roundsToRead = (rounds: SeriesStandings['rounds']) =>
  rounds
    .filter(({ scored, date }) =>
      date === null ? !scored : date <= isoDay(1) && (!scored || date >= isoDay(-2)),
    )
    .map((round) => round.eventUrl);

export function StandingsView({ id }: { id: number }) {
  const standings = useStandings(id);
  if (!standings.isSuccess)
    return (
      <QueryFallback
        query={standings}
        loading={<Placeholders blocks={['h-20 w-full', 'h-48 w-full']} />}
        title="Failed to load the standings"
        message="The standings could not be read just now."
      />
    );
  return <Standings standings={standings.data} />;
}

function Standings({ standings }: { standings: SeriesStandings }) {
  const queryClient = useQueryClient();
  const mains = useRoundMains(roundsToRead(standings.rounds));
  // A round's mains just read (and so stored): the standings read again score them.
  useEffect(() => {
    if (mains.readAt > 0)
      void queryClient.invalidateQueries({ queryKey: queryKeys.series.standings(standings.seriesId) });
  }, [mains.readAt, queryClient, standings.seriesId]);

  const scored = standings.rounds.filter((round) => round.scored).length;
  const rules = [
    `${scored} of ${standings.rounds.length} ${standings.rounds.length === 1 ? 'round' : 'rounds'} scored`,
    standings.bestOf ? `best ${standings.bestOf} count` : 'every round counts',
    standings.tqBonus ? `TQ +${standings.tqBonus}` : null,
  ].filter(Boolean);

  return (
    <section aria-labelledby="standings-title" className="space-y-3">
      <div>
        <h2 id="standings-title" className="text-lg font-bold break-words">
          {standings.name}
        </h2>
        <p className="text-sm text-(--muted-foreground)">
          {standings.className} · {rules.join(' · ')}
        </p>
      </div>
      <MyPlace standings={standings} />
      {mains.reading && (
        <p role="status" className="text-sm text-(--muted-foreground)">
          Reading the results of rounds not scored yet…
        </p>
      )}
      {standings.rows.length === 0 ? (
        <p className="rounded-lg border border-(--border) p-3 text-sm">
          No results of {standings.className} stored for these events yet: the standings fill in as the mains
          are posted on LiveRC.
        </p>
      ) : (
        <Table
          aria-label={`${standings.name} standings`}
          columns={columns(standings)}
          rows={standings.rows}
          rowKey={(row) => row.driver}
          density="tight"
          highlight={(row) => row.isMe}
          rowProps={(row) => (row.isMe ? { 'aria-current': 'true', 'data-me': 'true' } : {})}
          nowrap
        />
      )}
      <a
        href={apiPaths.seriesStandingsCsv(standings.seriesId)}
        download
        className={buttonClasses('secondary', 'w-full')}
      >
        <Download aria-hidden className="size-4" />
        Export CSV
      </a>
    </section>
  );
}

function MyPlace({ standings }: { standings: SeriesStandings }) {
  const note = 'rounded-lg border border-(--border) p-3 text-sm';
  if (standings.driverNames.length === 0)
    return (
      <p role="note" className={note}>
        Add your driver name in Settings: Pitboard finds your row in the standings by it.
      </p>
    );
  const me = standings.me;
  if (!me) return <p className={note}>You are not in these standings yet.</p>;
  return (
    <section className="rounded-lg border border-(--primary) bg-(--card) p-3" aria-label="Your place">
      <p className="text-2xl font-bold">
        P{me.place} · {me.total} {me.total === 1 ? 'point' : 'points'}
      </p>
      <p className="font-semibold">{standingSentence(me)}</p>
    </section>
  );
}

function columns(standings: SeriesStandings): Column<StandingRow>[] {
  return [
    { id: 'place', header: 'Pos', cell: (row) => row.place, align: 'end' },
    {
      id: 'driver',
      header: 'Driver',
      sticky: true,
      cell: (row) => (
        <span className={cn(row.isMe && 'font-bold')}>
          {row.driver}
          {row.isMe && <span className="sr-only"> (you)</span>}
        </span>
      ),
    },
    { id: 'total', header: 'Pts', cell: (row) => <strong>{row.total}</strong>, align: 'end' },
    ...standings.rounds.map(
      (round, index): Column<StandingRow> => ({
        id: `round-${index}`,
        header: <abbr title={round.title}>R{index + 1}</abbr>,
        align: 'end',
        cell: (row) => {
          const cell = row.rounds[index];
          if (!cell || cell.points === null) return <span className="text-(--muted-foreground)">–</span>;
          return (
            <span className={cn(!cell.counted && 'text-(--muted-foreground) line-through')}>
              {cell.points}
              {cell.tq && <sup className="ml-0.5 no-underline">TQ</sup>}
              {!cell.counted && <span className="sr-only"> (dropped)</span>}
            </span>
          );
        },
      }),
    ),
  ];
}
