// One chart of the Analytics tab: a titled card with a bar per row, each labelled with its figure, and the
// same figures as a table for screen readers (the drawing itself is hidden from them). Bars run sideways
// so that names stay readable on a 360 px phone.
import { useId } from 'react';
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { TyreCondition } from '../../../../domain/tyres';
import { Card } from '../../../components/ui/card';
import type { ChartRow } from './chart-rows';

const BAR_ROW_PX = 36;
const CONDITION_FILL: Record<TyreCondition, string> = {
  new: 'fill-(--live)',
  used: 'fill-(--sync)',
  worn: 'fill-(--destructive)',
};

type Props = {
  title: string;
  /** What a bar measures, under the title: 'Sets per brand'. */
  note: string;
  /** What the rows are, as the table's first column header: 'Brand', 'Condition'. */
  nameHeader: string;
  /** What the figures count: 'Sets', 'Laps'. */
  valueHeader: string;
  rows: readonly ChartRow[];
};

export function BarChartCard({ title, note, nameHeader, valueHeader, rows }: Props) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="space-y-2">
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-(--muted-foreground)">{note}</p>
      </div>
      <div aria-hidden className="text-(--foreground)" style={{ height: rows.length * BAR_ROW_PX + 8 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...rows]}
            layout="vertical"
            margin={{ top: 4, right: 72, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="name"
              width="auto"
              tickLine={false}
              axisLine={false}
              tick={{ fill: 'currentColor', fontSize: 13 }}
            />
            <Bar dataKey="value" barSize={22} radius={4} isAnimationActive={false}>
              {rows.map((row) => (
                <Cell
                  key={row.name}
                  className={row.condition ? CONDITION_FILL[row.condition] : 'fill-(--primary)'}
                />
              ))}
              <LabelList dataKey="text" position="right" fill="currentColor" fontSize={13} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table aria-labelledby={titleId} className="sr-only">
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
