// The Racing Dashboard's analytics cards: fresh against used tyres with the most-used brand, and the
// podium rate with the rating and its spread over 5 to 1 stars.
import type { RacingDashboard } from '../../../../domain/racing-dashboard';
import { lapsText } from '../../../../domain/tyre-format';
import { Card } from '../../../components/ui/card';
import { percent, ratingText } from './dashboard-tiles';

function Bar({ label, value, of }: { label: string; value: number; of: number }) {
  const share = of === 0 ? 0 : (value / of) * 100;
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-semibold">{value}</span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-(--muted)">
        <div className="h-full rounded-full bg-(--primary)" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

export function TireAnalyticsCard({ dashboard }: { dashboard: RacingDashboard }) {
  const { tyres, mostUsedBrand } = dashboard;
  return (
    <Card aria-labelledby="tire-analytics" className="space-y-3">
      <h3 id="tire-analytics" className="font-semibold">
        Tire Analytics
      </h3>
      <Bar label="Fresh tires" value={tyres.fresh} of={tyres.total} />
      <Bar label="Used tires" value={tyres.used} of={tyres.total} />
      <p className="text-sm">
        Most used brand:{' '}
        {mostUsedBrand ? (
          <span className="font-semibold">
            {mostUsedBrand.brand} ({lapsText(mostUsedBrand.laps)})
          </span>
        ) : (
          <span className="text-(--muted-foreground)">none yet</span>
        )}
      </p>
    </Card>
  );
}

export function PerformanceTrendsCard({ dashboard }: { dashboard: RacingDashboard }) {
  const { podiumRate, rating } = dashboard;
  return (
    <Card aria-labelledby="performance-trends" className="space-y-3">
      <h3 id="performance-trends" className="font-semibold">
        Performance Trends
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-(--muted-foreground)">Podium Rate</dt>
          <dd className="text-lg font-bold">{percent(podiumRate)}</dd>
        </div>
        <div>
          <dt className="text-(--muted-foreground)">Average rating</dt>
          <dd className="text-lg font-bold">{ratingText(rating.average)}</dd>
        </div>
      </dl>
      <div className="space-y-1">
        {rating.distribution.map(({ stars, count }) => (
          <Bar
            key={stars}
            label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            value={count}
            of={rating.rated}
          />
        ))}
      </div>
    </Card>
  );
}
