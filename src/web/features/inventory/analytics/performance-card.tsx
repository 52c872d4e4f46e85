// The Analytics tab's performance metrics: for each tyre type, what its sets give (laps per set, cost per
// lap) and how it races (races, average position and rating from the race log), five figures under its
// name so a 360 px phone reads them without a sideways scroll.
import { useId } from 'react';
import { performanceMetrics, type TyreTypeMetrics } from '../../../../domain/tyre-analytics';
import { tyreTypeName } from '../../../../domain/tyre-format';
import { pricedIn } from '../../../../domain/tyre-inventory-view';
import type { TyreItem } from '../../../../domain/tyres';
import { useRaceLog } from '../../../api/race-log';
import { useUnits } from '../../../api/units';
import { Card } from '../../../components/ui/card';
import { costPerLapText } from './chart-rows';

const NONE = '-';
const oneDecimal = (value: number | null): string => (value === null ? NONE : value.toFixed(1));

const FIGURES: { label: string; text: (metrics: TyreTypeMetrics) => string }[] = [
  {
    label: 'Laps per set',
    text: ({ lapsPerSet }) => (lapsPerSet === null ? NONE : Math.round(lapsPerSet).toLocaleString('en-GB')),
  },
  {
    label: 'Cost per lap',
    text: ({ costPerLap }) => (costPerLap === null ? NONE : costPerLapText(costPerLap)),
  },
  { label: 'Races', text: ({ races }) => String(races) },
  { label: 'Avg position', text: ({ averagePosition }) => oneDecimal(averagePosition) },
  {
    label: 'Avg rating',
    text: ({ averageRating }) => (averageRating === null ? NONE : `${oneDecimal(averageRating)} / 5`),
  },
];

export function PerformanceCard({ items }: { items: readonly TyreItem[] }) {
  const titleId = useId();
  const raceLog = useRaceLog();
  // Cost per lap in the racer's currency: prices in another are not converted (decision 017).
  const { currency } = useUnits();
  const metrics = performanceMetrics(pricedIn(items, currency), raceLog.data ?? []);
  return (
    <Card aria-labelledby={titleId} className="space-y-3">
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          Performance metrics
        </h2>
        <p className="text-sm text-(--muted-foreground)">
          {raceLog.isError
            ? 'Your race log could not be loaded: races, positions and ratings are missing.'
            : 'Per tyre type: laps and cost from your sets, races, positions and ratings from your race log.'}
        </p>
      </div>
      <ul className="divide-y divide-(--border)">
        {metrics.map((type) => (
          <TypeMetrics key={type.key} metrics={type} />
        ))}
      </ul>
    </Card>
  );
}

function TypeMetrics({ metrics }: { metrics: TyreTypeMetrics }) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId} className="space-y-1 py-2">
      <h3 id={nameId} className="font-semibold">
        {tyreTypeName(metrics)}
      </h3>
      <dl className="grid grid-cols-3 gap-x-2 gap-y-1 sm:grid-cols-5">
        {FIGURES.map(({ label, text }) => (
          <div key={label}>
            <dt className="text-xs text-(--muted-foreground)">{label}</dt>
            <dd className="font-semibold tabular-nums">{text(metrics)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
