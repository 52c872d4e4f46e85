// One chart of the race's laps: a line per driver across the laps, drawn with recharts. Loaded on its own
// (lap-charts.tsx), so the race page's first screen does not wait for recharts. A lap time whose row holds a
// why (`w` in place of the line's `t`) is a marked lap: ringed, its why in the tooltip.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Row = Record<string, number | string | null>;
type Props = {
  rows: Row[];
  lines: { key: string; name: string; colour: string | undefined }[];
  /**
   * Lap times in seconds, positions (P1 on top, drawn as steps: they change at the line), or gaps in seconds to
   * one driver (race-compare.ts), 0 their own line.
   */
  scale: 'lap times' | 'positions' | 'gaps';
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
        <Tooltip
          formatter={(value, name, item) => {
            const why = whyOf(item.payload as Row, String(item.dataKey));
            return [why ? `${value} · ${why}` : value, name];
          }}
        />
        {lines.map((line) => (
          <Line
            key={line.key}
            type={positions ? 'stepAfter' : 'linear'}
            dataKey={line.key}
            name={line.name}
            stroke={line.colour}
            dot={
              scale !== 'lap times'
                ? false
                : ({
                    cx,
                    cy,
                    payload,
                    index,
                  }: {
                    cx?: number;
                    cy?: number;
                    payload?: Row;
                    index?: number;
                  }) =>
                    payload && whyOf(payload, line.key) && cx !== undefined && cy !== undefined ? (
                      <circle
                        key={index}
                        data-mark-lap={payload.lap}
                        cx={cx}
                        cy={cy}
                        r={5}
                        fill="none"
                        stroke={line.colour}
                        strokeWidth={2}
                      />
                    ) : (
                      <g key={index} />
                    )
            }
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The why of a marked lap on this line (`t12` -> `w12`), if the lap is marked. */
const whyOf = (row: Row, key: string): string | null => {
  const why = row[`w${key.slice(1)}`];
  return typeof why === 'string' ? why : null;
};
