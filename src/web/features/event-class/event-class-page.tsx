// One class at one event as a whole: every session of the racer and the drivers they watch (their rivals, and
// the drivers picked here, kept in the address as ?driver=), a lap trend with the sessions marked, and who
// improved most round to round.
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CHOSEN_DRIVERS_MAX,
  type DriverSession,
  type EventClassView,
  IMPROVED_RULE,
} from '../../../domain/event-class-view';
import { MissingAddress } from '../../components/missing-address';
import { PageTitle } from '../../components/page-title';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { EVENT_CLASS_PARAMS, raceResultsPath } from '../../config/paths';
import { formatRaceTime } from '../../lib/format';
import { useEventClass } from './api/get-event-class';

const COLOURS = ['#e11d48', '#2563eb', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];

const LapTrendChart = lazy(() =>
  import('./components/lap-trend-chart').then((module) => ({ default: module.LapTrendChart })),
);

export function EventClassPage() {
  const [params, setParams] = useSearchParams();
  const url = params.get('url');
  const className = params.get(EVENT_CLASS_PARAMS.className);
  const chosen = params.getAll(EVENT_CLASS_PARAMS.driver).slice(0, CHOSEN_DRIVERS_MAX);
  const view = useEventClass(url ?? '', className ?? '', chosen);
  if (!url || !className)
    return (
      <MissingAddress
        title="Event class"
        message="No event or class given. Open a class from an event's Mains tab."
      />
    );
  const toggle = (driver: string) => {
    const next = new URLSearchParams(params);
    next.delete(EVENT_CLASS_PARAMS.driver);
    const drivers = chosen.includes(driver) ? chosen.filter((each) => each !== driver) : [...chosen, driver];
    for (const each of drivers) next.append(EVENT_CLASS_PARAMS.driver, each);
    setParams(next, { replace: true });
  };
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <PageTitle>{className}</PageTitle>
        <p className="text-(--muted-foreground)">The whole event: every session, qualifiers then mains</p>
      </div>
      {!view.isSuccess ? (
        <QueryFallback
          query={view}
          loading={<Placeholders note={<p>Reading the class's races…</p>} blocks={['h-40 w-full']} />}
          title="Unable to load the class"
          message="The class's races could not be read just now. Please try again."
        />
      ) : (
        <ClassView view={view.data} chosen={chosen} onToggle={toggle} />
      )}
    </div>
  );
}

function ClassView({
  view,
  chosen,
  onToggle,
}: {
  view: EventClassView;
  chosen: readonly string[];
  onToggle: (driver: string) => void;
}) {
  return (
    <>
      {view.unread > 0 && (
        <p role="status" className="text-sm text-(--muted-foreground)">
          {view.unread === 1 ? '1 race' : `${view.unread} races`} could not be read from LiveRC just now.
        </p>
      )}
      {view.sessions.length === 0 && (
        <p className="text-(--muted-foreground)">No races of this class posted yet.</p>
      )}
      {view.drivers.length === 0 && view.sessions.length > 0 && (
        <p className="text-sm">You and your rivals did not race this class here: pick drivers below.</p>
      )}
      {view.drivers.map((driver, index) => (
        <DriverCard
          key={driver.driver}
          driver={driver}
          sessions={view.sessions}
          colour={COLOURS[index % COLOURS.length]}
        />
      ))}
      {view.drivers.length > 0 && (
        <figure aria-label="Lap trend across the sessions" className="space-y-1">
          <figcaption className="text-sm font-semibold">
            Lap trend: clean laps, a dashed line where each session starts
          </figcaption>
          <div className="h-64">
            <Suspense fallback={null}>
              <LapTrendChart view={view} colours={COLOURS} />
            </Suspense>
          </div>
        </figure>
      )}
      <Improved view={view} />
      <DriverPicker view={view} chosen={chosen} onToggle={onToggle} />
    </>
  );
}

function DriverCard({
  driver,
  sessions,
  colour,
}: {
  driver: EventClassView['drivers'][number];
  sessions: EventClassView['sessions'];
  colour: string | undefined;
}) {
  const titleId = `driver-${driver.driver.replace(/\W+/g, '-')}`;
  return (
    <Card
      aria-labelledby={titleId}
      className={driver.me ? 'space-y-2 outline-2 outline-(--primary)' : 'space-y-2'}
      data-me={driver.me || undefined}
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold">
        <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: colour }} />
        {driver.driver}
        {driver.me && <span className="text-sm font-normal text-(--muted-foreground)">(you)</span>}
        {driver.rival && <span className="text-sm font-normal text-(--muted-foreground)">(rival)</span>}
      </h2>
      <table className="w-full text-sm">
        <thead className="text-left text-(--muted-foreground)">
          <tr>
            <th className="font-normal">Session</th>
            <th className="font-normal">Place</th>
            <th className="font-normal">Laps, time</th>
            <th className="font-normal">Best</th>
            <th className="font-normal">Clean avg</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {sessions.map((session, index) => (
            <SessionRow key={session.name} name={session.name} entry={driver.sessions[index] ?? null} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function SessionRow({ name, entry }: { name: string; entry: DriverSession | null }) {
  return (
    <tr className="border-t border-(--border)">
      <th scope="row" className="py-1 text-left font-medium">
        {entry ? (
          <Link
            to={raceResultsPath(entry.raceUrl, entry.raceName)}
            className="inline-flex min-h-11 items-center text-(--primary) underline"
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </th>
      {entry ? (
        <>
          <td>P{entry.position}</td>
          <td>
            {entry.laps ?? '-'}
            <span className="block text-xs text-(--muted-foreground)">{formatRaceTime(entry.time)}</span>
          </td>
          <td>{entry.bestLap === null ? '-' : entry.bestLap.toFixed(3)}</td>
          <td title={entry.leftOut ? `${entry.leftOut} marked laps left out` : undefined}>
            {entry.cleanAverage === null ? '-' : entry.cleanAverage.toFixed(3)}
          </td>
        </>
      ) : (
        <td colSpan={4} className="text-(--muted-foreground)">
          Did not run
        </td>
      )}
    </tr>
  );
}

function Improved({ view }: { view: EventClassView }) {
  return (
    <Card aria-labelledby="improved-title" className="space-y-2">
      <h2 id="improved-title" className="font-bold">
        Improved most
      </h2>
      <p className="text-sm text-(--muted-foreground)">{IMPROVED_RULE}</p>
      {view.improved.length === 0 ? (
        <p className="text-sm">Nobody shown ran two sessions with clean laps yet.</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {view.improved.map((each) => (
            <li key={each.driver}>
              <span className="font-semibold">{each.driver}</span>{' '}
              <span className="font-mono tabular-nums">
                {each.gained >= 0 ? '−' : '+'}
                {Math.abs(each.gained).toFixed(3)} s
              </span>{' '}
              a lap ({each.first.session} {formatRaceTime(each.first.cleanAverage)} → {each.last.session}{' '}
              {formatRaceTime(each.last.cleanAverage)})
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function DriverPicker({
  view,
  chosen,
  onToggle,
}: {
  view: EventClassView;
  chosen: readonly string[];
  onToggle: (driver: string) => void;
}) {
  const full = chosen.length >= CHOSEN_DRIVERS_MAX;
  const shownByDefault = new Set(
    view.drivers.filter((each) => each.me || each.rival).map((each) => each.driver),
  );
  const pickable = view.classDrivers.filter((driver) => !shownByDefault.has(driver));
  if (pickable.length === 0) return null;
  return (
    <details className="rounded-lg border border-(--border) p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
        Pick drivers to compare (up to {CHOSEN_DRIVERS_MAX})
      </summary>
      <ul className="grid gap-x-4 sm:grid-cols-2">
        {pickable.map((driver) => {
          const on = chosen.includes(driver);
          return (
            <li key={driver}>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={on}
                  disabled={!on && full}
                  onChange={() => onToggle(driver)}
                />
                {driver}
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
