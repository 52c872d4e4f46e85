// The Racing Dashboard's latest five races: a coloured position badge, title, date, rating and a trophy
// for a top-3 finish, with the way to every race on /analysis.
import { Star, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { PositionBadge, RacingDashboard } from '../../../../domain/racing-dashboard';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

const badgeColours: Record<PositionBadge, string> = {
  gold: 'bg-yellow-400 text-black',
  grey: 'bg-gray-300 text-black',
  bronze: 'bg-amber-700 text-white',
  blue: 'bg-blue-600 text-white',
};

export function RecentResultsCard({ dashboard }: { dashboard: RacingDashboard }) {
  return (
    <Card aria-labelledby="recent-race-results" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="recent-race-results" className="font-semibold">
          Recent Race Results
        </h3>
        <Link
          to={paths.analysis}
          className="inline-flex min-h-11 items-center font-semibold text-(--primary) underline"
        >
          View All
        </Link>
      </div>
      {dashboard.recentResults.length === 0 ? (
        <p className="text-sm text-(--muted-foreground)">
          No races logged yet: assign a tyre set to a race result to see it here.
        </p>
      ) : (
        <ul className="divide-y divide-(--border)">
          {dashboard.recentResults.map(({ entry, badge, trophy }) => (
            <li key={entry.id} className="flex min-h-11 items-center gap-3 py-2">
              <span
                data-badge={badge}
                className={cn(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  badgeColours[badge],
                )}
              >
                <span className="sr-only">Position </span>P{entry.position}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{entry.raceTitle}</p>
                <p className="text-xs text-(--muted-foreground)">
                  {formatDate(entry.raceDate)}
                  {entry.userRating !== null && (
                    <span className="ml-2 inline-flex items-center gap-0.5">
                      <Star aria-hidden="true" className="size-3 fill-current" />
                      <span className="sr-only">Rating </span>
                      {entry.userRating}/5
                    </span>
                  )}
                </p>
              </div>
              {trophy && (
                <Trophy role="img" aria-label="Top 3 finish" className="size-5 shrink-0 text-yellow-500" />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
