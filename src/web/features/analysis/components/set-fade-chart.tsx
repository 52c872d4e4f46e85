// One set's fade chart (recharts, in the lazily loaded chunk): seconds per 10 laps against the laps the
// set had run, one dot per race. Hidden from screen readers: the table beside it says the same.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { FadeRow } from './fade-rows';

export function SetFadeChart({ rows }: { rows: readonly FadeRow[] }) {
  return (
    <div aria-hidden className="h-48 text-(--foreground)">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={[...rows]}
          margin={{ top: 8, right: 16, bottom: 16, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis
            dataKey="lapsBefore"
            type="number"
            tick={{ fill: 'currentColor', fontSize: 12 }}
            label={{
              value: 'Laps on the set',
              position: 'insideBottom',
              offset: -8,
              fill: 'currentColor',
              fontSize: 12,
            }}
          />
          <YAxis width={44} tick={{ fill: 'currentColor', fontSize: 12 }} unit="s" />
          <Line dataKey="fade" stroke="var(--primary)" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
