// The lap trend across an event's sessions: a line per driver through their clean laps, session after session,
// with a line where each session starts. Loaded on its own, so the screen's table does not wait for recharts.
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EventClassView } from '../../../../domain/event-class-view';

/** 'Qualifier Round 2' -> 'Q2', 'A2-Main' -> 'A2': a label that fits between two session lines on a phone. */
export const shortSession = (name: string): string =>
  name
    .replace(/^Qualifier Round (\d+)$/, 'Q$1')
    .replace(/^Qualifiers$/, 'Q')
    .replace(/-Main$/, '');

type Props = { view: EventClassView; colours: readonly string[] };

export function LapTrendChart({ view, colours }: Props) {
  const rows: Record<string, number>[] = [];
  const starts: { x: number; label: string }[] = [];
  view.sessions.forEach((session, index) => {
    const laps = view.drivers.map((driver) => driver.sessions[index]?.cleanLaps ?? []);
    const length = Math.max(0, ...laps.flatMap((each) => each.map((lap) => lap.lap)));
    if (length === 0) return;
    const offset = rows.length;
    starts.push({ x: offset + 1, label: shortSession(session.name) });
    for (let lap = 1; lap <= length; lap += 1) {
      const row: Record<string, number> = { x: offset + lap };
      laps.forEach((each, driver) => {
        const time = each.find((entry) => entry.lap === lap)?.time;
        if (time !== undefined) row[`d${driver}`] = time;
      });
      rows.push(row);
    }
  });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 16, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
        <XAxis dataKey="x" type="number" domain={[1, 'dataMax']} tick={false} />
        <YAxis domain={['auto', 'auto']} tick={{ fontSize: 11 }} />
        <Tooltip
          labelFormatter={() => ''}
          formatter={(value, name) => [`${Number(value).toFixed(3)} s`, name]}
        />
        {starts.map((start) => (
          <ReferenceLine
            key={start.x}
            x={start.x}
            stroke="currentColor"
            strokeDasharray="4 2"
            label={{ value: start.label, position: 'top', fontSize: 11, fill: 'currentColor' }}
          />
        ))}
        {view.drivers.map((driver, index) => (
          <Line
            key={driver.driver}
            dataKey={`d${index}`}
            name={driver.driver}
            stroke={colours[index % colours.length]}
            strokeWidth={driver.me ? 3 : 2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
