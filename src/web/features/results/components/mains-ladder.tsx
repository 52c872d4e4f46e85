// The event's Mains tab: per class the TQ and the ladder of mains from the A down, each driver's place (one per
// leg of a triple) and who came up from the main below, with the way to the class's whole event; then the
// closest finishes of the day.
import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import type { ClassLadder, ClosestFinish } from '../../../../domain/mains-ladder';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { Card } from '../../../components/ui/card';
import { eventClassPath, raceResultsPath } from '../../../config/paths';
import { useEventMains } from '../api/get-event-mains';

export function MainsLadder({ eventUrl }: { eventUrl: string }) {
  const mains = useEventMains(eventUrl);
  if (!mains.isSuccess)
    return (
      <QueryFallback
        query={mains}
        loading={<Placeholders note={<p>Reading the mains…</p>} blocks={['h-40 w-full']} />}
        title="Unable to load the mains"
        message="The mains could not be read just now. Please try again."
      />
    );
  const { classes, closest, unread } = mains.data;
  return (
    <div className="space-y-4">
      {unread > 0 && (
        <p role="status" className="text-sm text-(--muted-foreground)">
          {unread === 1 ? '1 main' : `${unread} mains`} could not be read from LiveRC just now.
        </p>
      )}
      {classes.length === 0 && <p className="text-(--muted-foreground)">No mains posted yet.</p>}
      {classes.map((ladder) => (
        <ClassCard key={ladder.className} ladder={ladder} eventUrl={eventUrl} />
      ))}
      {closest.length > 0 && <ClosestFinishes finishes={closest} />}
    </div>
  );
}

function ClassCard({ ladder, eventUrl }: { ladder: ClassLadder; eventUrl: string }) {
  const titleId = `mains-${ladder.className.replace(/\W+/g, '-')}`;
  return (
    <Card aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="font-bold">
          {ladder.className}
        </h3>
        <p className="text-sm">TQ: {ladder.tq ?? 'not shown on the mains'}</p>
        <Link
          to={eventClassPath(eventUrl, ladder.className)}
          className="inline-flex min-h-11 items-center text-sm text-(--primary) underline"
        >
          Whole event: {ladder.className}
        </Link>
      </div>
      {ladder.mains.map((main) => (
        <section key={main.name} aria-label={`${ladder.className} ${main.name}`} className="space-y-1">
          <h4 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
            {main.name}
            {main.legs.map((leg, index) => (
              <Link
                key={leg.url}
                to={raceResultsPath(leg.url, leg.name)}
                className="inline-flex min-h-11 items-center text-sm font-normal text-(--primary) underline"
              >
                {main.legs.length > 1 ? `Leg ${index + 1}` : 'Results'}
              </Link>
            ))}
          </h4>
          <ol className="divide-y divide-(--border) text-sm">
            {main.drivers.map((entry) => (
              <li key={entry.driver} className="flex flex-wrap items-center gap-x-2 py-1.5">
                <span className="min-w-14 font-mono tabular-nums">
                  {entry.positions.map((place) => (place === null ? '-' : `P${place}`)).join(' · ')}
                </span>
                <span className="font-medium">{entry.driver}</span>
                {entry.qualifying !== null && (
                  <span className="text-(--muted-foreground)">Q{entry.qualifying}</span>
                )}
                {entry.bumpedFrom && (
                  <span className="inline-flex items-center gap-0.5 rounded bg-(--muted) px-1.5 text-xs">
                    <ArrowUp aria-hidden className="size-3" />
                    Bumped up from the {entry.bumpedFrom}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Card>
  );
}

function ClosestFinishes({ finishes }: { finishes: ClosestFinish[] }) {
  return (
    <Card aria-labelledby="closest-finishes-title" className="space-y-2">
      <h3 id="closest-finishes-title" className="font-bold">
        Closest finishes
      </h3>
      <ol className="space-y-1.5 text-sm">
        {finishes.map((finish) => (
          <li key={`${finish.raceUrl} ${finish.behind.position}`}>
            <span className="font-mono font-semibold tabular-nums">{finish.gapSeconds.toFixed(3)} s</span>{' '}
            {finish.ahead.driver} (P{finish.ahead.position}) ahead of {finish.behind.driver} (P
            {finish.behind.position}) · {finish.raceName}
          </li>
        ))}
      </ol>
    </Card>
  );
}
