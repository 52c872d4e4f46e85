// One insight: a title and a plain sentence, with the tyres it names listed under it; a warning stands out.
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { Insight } from './insight-sentences';

export function InsightCard({ insight }: { insight: Insight }) {
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      data-warning={insight.warning || undefined}
      className={cn('space-y-1', insight.warning && 'border-yellow-500 bg-yellow-500/10')}
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold">
        {insight.warning && <AlertTriangle aria-hidden className="size-4 shrink-0 text-yellow-600" />}
        {insight.title}
      </h2>
      <p>{insight.text}</p>
      {insight.list && (
        <ul className="list-disc pl-5 text-sm">
          {insight.list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
