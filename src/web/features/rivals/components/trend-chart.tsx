// The head-to-head trend (recharts, in its own lazily loaded chunk): average places ahead of the rival each race
// day, above the line ahead, below it behind. Hidden from screen readers: the races listed below say the same.
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { HeadToHead } from '../../../../domain/rivals';
import { formatDate } from '../../../lib/format';

export function TrendChart({ trend }: { trend: HeadToHead['trend'] }) {
  const data = trend.map((day) => ({ ...day, label: formatDate(day.date).slice(0, 5) }));
  return (
    <div aria-hidden className="h-48 text-(--foreground)">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} />
          <YAxis width={36} allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} />
          <ReferenceLine y={0} stroke="var(--muted-foreground)" />
          <Line dataKey="places" stroke="var(--primary)" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
