// The Racing Dashboard's four tiles: tyres, win rate, rating and top-3 finishes. Two a row on a phone.
import type { RacingDashboard } from '../../../../domain/racing-dashboard';
import { StatTile } from '../../../components/ui/stat-tile';

export const percent = (value: number): string => `${Math.round(value)}%`;
export const racesText = (races: number): string => `${races} ${races === 1 ? 'race' : 'races'}`;
export const ratingText = (rating: number | null): string => (rating === null ? '–' : rating.toFixed(1));

export function DashboardTiles({ dashboard }: { dashboard: RacingDashboard }) {
  const { tyres, races, winRate, rating, top3Finishes } = dashboard;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <StatTile label="Total Tires" value={tyres.total} note={`${tyres.used} used`} />
      <StatTile label="Win Rate" value={percent(winRate)} note={racesText(races)} />
      <StatTile
        label="Avg Rating"
        value={ratingText(rating.average)}
        note={rating.rated === 0 ? 'No ratings yet' : `from ${racesText(rating.rated)}`}
      />
      <StatTile label="Top 3 Finishes" value={`${top3Finishes} of ${races}`} />
    </div>
  );
}
