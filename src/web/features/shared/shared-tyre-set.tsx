// A shared tyre set, read only: what it is, its laps, and its practice sessions newest first, as text.
import type { SharedTyreRace, SharedTyreSession, SharedTyreSet } from '../../../domain/share-links';
import { lapsText } from '../../../domain/tyre-format';
import { TYRE_CONDITION_LABELS } from '../../../domain/tyres';
import { TyreSessionLine } from '../../components/tyre-sessions-list';
import { formatDate, formatMoney } from '../../lib/format';

const ENDS: Record<SharedTyreRace['on'], string> = { front: 'front', rear: 'rear', both: 'front and rear' };

export function SharedTyreSetView({
  set,
  sessions,
  races,
}: {
  set: SharedTyreSet;
  sessions: SharedTyreSession[];
  races: SharedTyreRace[];
}) {
  const rows: [string, string | null][] = [
    ['Size', set.size],
    ['Condition', TYRE_CONDITION_LABELS[set.condition]],
    ['Track type', set.trackType],
    ['Compound', set.compoundDescription ? `${set.compound} (${set.compoundDescription})` : set.compound],
    [
      'Temperature',
      set.tempRangeMin !== null || set.tempRangeMax !== null
        ? `${set.tempRangeMin ?? '?'} to ${set.tempRangeMax ?? '?'} °C`
        : null,
    ],
    ['Bought', set.purchaseDate ? formatDate(set.purchaseDate) : null],
    ['Price', set.purchasePrice !== null ? formatMoney(set.purchasePrice, set.currency) : null],
    ['Total laps', String(set.totalLaps)],
    ['Tread', set.treadDescription],
    ['Notes', set.notes],
  ];
  return (
    <div className="space-y-4">
      <section aria-label="Tyre set" className="rounded-lg border border-(--border) bg-(--card) p-3">
        <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] gap-x-3 gap-y-1 text-sm">
          {rows
            .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-(--muted-foreground)">{label}</dt>
                <dd className="break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="shared-sessions-title" className="space-y-2">
        <h2 id="shared-sessions-title" className="font-semibold">
          Practice sessions
        </h2>
        {sessions.length === 0 ? (
          <p className="text-sm text-(--muted-foreground)">No practice sessions on this set.</p>
        ) : (
          <ul className="divide-y divide-(--border) text-sm">
            {sessions.map((session, index) => (
              // Sessions come without ids: their order is the server's, newest first.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read once and never reordered.
              <TyreSessionLine key={index} session={session} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="shared-races-title" className="space-y-2">
        <h2 id="shared-races-title" className="font-semibold">
          Races
        </h2>
        {races.length === 0 ? (
          <p className="text-sm text-(--muted-foreground)">No races logged on this set.</p>
        ) : (
          <ul className="divide-y divide-(--border) text-sm">
            {races.map((race, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: shared races come without ids, read once in the server's order.
              <li key={index} className="py-1.5">
                <p>
                  <span className="font-semibold">{formatDate(race.raceDate)}</span>: {race.raceTitle},{' '}
                  {race.trackName}
                </p>
                <p className="text-(--muted-foreground)">
                  P{race.position}
                  {race.lapsCompleted !== null && <>, {lapsText(race.lapsCompleted)}</>}
                  {race.fastestLap && <>, fastest {race.fastestLap}</>}
                  {race.trackConditions && <>, {race.trackConditions}</>} · on the {ENDS[race.on]}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
