// The breakdown per brand and tread pattern, and the brand comparison: one table each, best score first,
// scrolling sideways inside its card on a narrow phone.

import type { PerformanceStats } from '../../../../domain/tyre-performance';
import {
  type AnalysedEntry,
  brandComparison,
  treadPatternBreakdown,
} from '../../../../domain/tyre-performance';
import { Card } from '../../../components/ui/card';
import { percentText, positionText } from './analysis-format';

type Row = PerformanceStats & { key: string; name: string };

export function TyreBreakdowns({ entries }: { entries: readonly AnalysedEntry[] }) {
  const patterns = treadPatternBreakdown(entries).map((row) => ({
    ...row,
    name: `${row.brand} ${row.treadPattern}`.trim(),
  }));
  const brands = brandComparison(entries).map((row) => ({ ...row, name: row.brand }));
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <BreakdownTable title="By brand and pattern" nameHeader="Pattern" rows={patterns} />
      <BreakdownTable title="Brand comparison" nameHeader="Brand" rows={brands} />
    </div>
  );
}

function BreakdownTable({ title, nameHeader, rows }: { title: string; nameHeader: string; rows: Row[] }) {
  return (
    <Card aria-label={title} className="space-y-2">
      <h3 className="font-bold">{title}</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-(--muted-foreground)">
            <tr>
              {[nameHeader, 'Score', 'Races', 'Avg pos', 'Wins'].map((header) => (
                <th key={header} scope="col" className="py-2 pr-3 last:pr-0">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-(--border)">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.name}
                </th>
                <td className="py-2 pr-3">{row.performanceScore.toFixed(1)}</td>
                <td className="py-2 pr-3">{row.races}</td>
                <td className="py-2 pr-3">{positionText(row.averagePosition)}</td>
                <td className="py-2">{percentText(row.winRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
