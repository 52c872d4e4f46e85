// One chart of the race's laps: a line per driver across the laps, drawn with recharts. Loaded on its own
// (lap-charts.tsx), so the race page's first screen does not wait for recharts.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Props = {
  rows: Record<string, number | null>[];
  lines: { key: string; name: string; colour: string | undefined }[];
  /** Lap times in seconds, or positions (P1 on top, drawn as steps: they change at the line). */
  scale: 'lap times' | 'positions';
};

export function DriverLinesChart({ rows, lines, scale }: Props) {
  const positions = scale === 'positions';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
        <XAxis dataKey="lap" tick={{ fontSize: 11 }} />
        {positions ? (
          <YAxis reversed allowDecimals={false} domain={[1, 'dataMax']} tick={{ fontSize: 11 }} />
        ) : (
          <YAxis domain={['auto', 'auto']} tick={{ fontSize: 11 }} />
        )}
        <Tooltip />
        {lines.map((line) => (
          <Line
            key={line.key}
            type={positions ? 'stepAfter' : 'linear'}
            dataKey={line.key}
            name={line.name}
            stroke={line.colour}
            dot={false}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
