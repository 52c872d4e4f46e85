// The head-to-head with one rival: the record ('You 5 – 3 Kevin Lewis'), the average gap, best laps side by
// side, the trend by race day, the tyres and setup run when winning and losing, and every race naming both.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  gapSentence,
  type HeadToHead,
  type RaceGap,
  type RunCount,
  recordText,
  setupText,
} from '../../../../domain/rivals';
import { useHeadToHead } from '../../../api/rivals';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { Card } from '../../../components/ui/card';
import { raceResultsPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';

const TrendChart = lazy(() => import('./trend-chart').then((module) => ({ default: module.TrendChart })));

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** 'Ahead by 0.3 places on average', 'Behind by 1 place on average'. */
function averagePlacesText(places: number | null): string {
  if (places === null) return 'No places to compare yet';
  if (places === 0) return 'Level on average';
  return `${places > 0 ? 'Ahead' : 'Behind'} by ${Math.abs(places)} ${Math.abs(places) === 1 ? 'place' : 'places'} on average`;
}

/** The gap in one race beyond places: seconds on the same lap, else laps. */
function gapDetail(gap: RaceGap): string | null {
  if (gap.seconds !== null) return `${Math.abs(gap.seconds).toFixed(3)} s`;
  if (gap.laps) return plural(Math.abs(gap.laps), 'lap');
  return null;
}

export function HeadToHeadView({ id }: { id: number }) {
  const answer = useHeadToHead(id);
  if (!answer.isSuccess)
    return (
      <QueryFallback
        query={answer}
        loading={<Placeholders blocks={['h-24 w-full', 'h-40 w-full']} />}
        title="Failed to load the head-to-head"
        message="Your races against this rival could not be read just now."
      />
    );
  const h2h = answer.data;
  const name = h2h.rival.name;
  return (
    <section aria-labelledby="head-to-head-title" className="space-y-3">
      <h2 id="head-to-head-title" className="text-lg font-bold break-words">
        Head-to-head with {name}
      </h2>
      {h2h.races.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">
          No stored race names you both yet: races come in as you look at results or add events in Analysis.
        </p>
      ) : (
        <>
          <Card className="space-y-2">
            <p className="text-2xl font-bold break-words">{recordText(h2h)}</p>
            <p>{averagePlacesText(h2h.averagePlaces)}</p>
            {h2h.averageSeconds !== null && (
              <p>
                On the same lap: {h2h.averageSeconds >= 0 ? 'ahead' : 'behind'} by{' '}
                {Math.abs(h2h.averageSeconds).toFixed(3)} s on average ({plural(h2h.sameLapRaces, 'race')})
              </p>
            )}
            <dl className="grid grid-cols-2 gap-2 pt-2">
              <div>
                <dt className="text-sm text-(--muted-foreground)">Your best lap</dt>
                <dd className="text-xl font-semibold tabular-nums">{h2h.myBestLap ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-sm break-words text-(--muted-foreground)">{name}'s best lap</dt>
                <dd className="text-xl font-semibold tabular-nums">{h2h.rivalBestLap ?? '—'}</dd>
              </div>
            </dl>
          </Card>
          {h2h.trend.length > 1 && (
            <Card className="space-y-1">
              <h3 className="font-semibold">Places ahead, race day by race day</h3>
              <Suspense fallback={<Placeholders blocks={['h-48 w-full']} />}>
                <TrendChart trend={h2h.trend} />
              </Suspense>
            </Card>
          )}
          <Card className="space-y-3">
            <h3 className="font-semibold">What you ran</h3>
            <Runs title="When you finished ahead" runs={h2h.whenWinning} />
            <Runs title="When you finished behind" runs={h2h.whenLosing} />
          </Card>
          <Races h2h={h2h} />
        </>
      )}
    </section>
  );
}

function Runs({ title, runs }: { title: string; runs: RunCount[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      {runs.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">No race logged with tyres</p>
      ) : (
        <ul className="text-sm">
          {runs.map((run) => (
            <li key={JSON.stringify([run.tyres, run.setup])} className="break-words">
              {[run.tyres ?? 'Tyres not named', run.setup && `setup ${setupText(run.setup, formatDate)}`]
                .filter(Boolean)
                .join(' · ')}{' '}
              ({plural(run.races, 'race')})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Races({ h2h }: { h2h: HeadToHead }) {
  return (
    <Card className="space-y-2">
      <h3 className="font-semibold">Races together</h3>
      <ul className="divide-y divide-(--border)">
        {h2h.races.map((race) => {
          const detail = gapDetail(race.gap);
          return (
            <li key={race.raceUrl} className="space-y-0.5 py-2 text-sm">
              <Link
                to={raceResultsPath(race.raceUrl, race.raceTitle)}
                className="inline-flex min-h-11 items-center font-semibold break-words text-(--primary) underline"
              >
                {race.raceTitle}
              </Link>
              <p className="text-(--muted-foreground)">
                {[race.trackName, race.raceDate && formatDate(race.raceDate)].filter(Boolean).join(' · ')}
              </p>
              <p>
                {gapSentence(h2h.rival.name, race.gap)}
                {detail && ` (${detail})`}: you P{race.me.position ?? '—'}, {h2h.rival.name} P
                {race.rival.position ?? '—'}
              </p>
              <p className="tabular-nums">
                Best laps: you {race.me.fastestLap ?? '—'}, {h2h.rival.name} {race.rival.fastestLap ?? '—'}
              </p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
