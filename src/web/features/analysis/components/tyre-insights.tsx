// Key insights and recommendations: what the ranking says, in sentences.

import type { TyrePerformance } from '../../../../domain/tyre-performance';
import { keyInsights, tyreRecommendations } from '../../../../domain/tyre-performance-insights';
import { Card } from '../../../components/ui/card';

export function TyreInsights({ tyres }: { tyres: readonly TyrePerformance[] }) {
  const insights = keyInsights(tyres);
  const recommendations = tyreRecommendations(tyres);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Card aria-labelledby="key-insights-title" className="space-y-2">
        <h3 id="key-insights-title" className="font-bold">
          Key insights
        </h3>
        {insights.length === 0 ? (
          <p className="text-(--muted-foreground)">Nothing stands out yet: log a few more races.</p>
        ) : (
          <ul className="space-y-2">
            {insights.map((insight) => (
              <li key={insight.title}>
                <p className="font-semibold">{insight.title}</p>
                <p className="text-sm">{insight.text}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="recommendations-title" className="space-y-2">
        <h3 id="recommendations-title" className="font-bold">
          Recommendations
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {recommendations.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
