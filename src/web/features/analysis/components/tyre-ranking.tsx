// The top 10 tyre types by performance score, shown in the chosen sort order and ranked as shown (Champion,
// Runner-up, 3rd place): score badge, average position, consistency and its rating, win and podium rates,
// sample sizes.
import { Trophy } from 'lucide-react';
import { tyreTypeName } from '../../../../domain/tyre-format';
import {
  type AnalysisSort,
  type SortDirection,
  type TyrePerformance,
  tyreRanking,
} from '../../../../domain/tyre-performance';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { lapText, percentText, positionText, racesText, SCORE_BADGE } from './analysis-format';

type Props = {
  tyres: readonly TyrePerformance[];
  sort: AnalysisSort;
  direction: SortDirection;
  details: boolean;
};

export function TyreRankingList({ tyres, sort, direction, details }: Props) {
  const ranking = tyreRanking(tyres, sort, direction);
  return (
    <Card aria-labelledby="tyre-ranking-title" className="space-y-3">
      <h3 id="tyre-ranking-title" className="font-bold">
        Top 10 tyres
      </h3>
      <ol aria-labelledby="tyre-ranking-title" className="space-y-2">
        {ranking.map(({ rank, label, tyre }) => {
          const name = tyreTypeName(tyre);
          return (
            <li
              key={tyre.key}
              aria-label={`${label ?? `#${rank}`}: ${name}`}
              className="space-y-2 rounded-lg border border-(--border) p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-bold">#{rank}</span>
                {label && (
                  <Badge variant={rank === 1 ? 'default' : 'secondary'}>
                    {rank === 1 && <Trophy aria-hidden className="size-3.5" />}
                    {label}
                  </Badge>
                )}
                <span className="min-w-0 font-semibold break-words">{name}</span>
                <Badge variant={SCORE_BADGE[tyre.scoreTier]} className="ml-auto">
                  Score {tyre.performanceScore.toFixed(1)}
                </Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
                <Figure
                  term="Avg position"
                  value={`${positionText(tyre.averagePosition)} · ${racesText(tyre.races)}`}
                />
                <Figure
                  term="Consistency"
                  value={
                    tyre.averageConsistency === null
                      ? 'No figure'
                      : `${percentText(tyre.averageConsistency)} ${tyre.consistencyRating} · ${racesText(tyre.consistencySamples)}`
                  }
                />
                <Figure term="Win rate" value={percentText(tyre.winRate)} />
                <Figure term="Podium rate" value={percentText(tyre.podiumRate)} />
                {details && (
                  <>
                    <Figure term="Top 5" value={percentText(tyre.top5Rate)} />
                    <Figure term="Top 10" value={percentText(tyre.top10Rate)} />
                    <Figure
                      term="Best lap"
                      value={
                        tyre.bestLap === null
                          ? 'No figure'
                          : `${lapText(tyre.bestLap)} · ${racesText(tyre.bestLapSamples)}`
                      }
                    />
                    <Figure term="Races" value={String(tyre.races)} />
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-(--muted-foreground)">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
