// Two sheets side by side: the settings that differ first, highlighted and grouped by end, with both
// values; the ones that stayed the same folded away behind a disclosure.
import { compareSheets, type FieldComparison } from '../../../domain/setup-sheet-compare';
import type { SetupSheet } from '../../../domain/setup-sheets';

const CELL = 'px-2 py-2 text-left align-top break-words';

function Rows({ fields, changed }: { fields: FieldComparison[]; changed: boolean }) {
  return fields.map((field) => (
    <tr
      key={field.name}
      data-changed={changed || undefined}
      className={
        changed
          ? 'bg-amber-100 font-medium text-amber-950 dark:bg-amber-900/40 dark:text-amber-50'
          : undefined
      }
    >
      <th scope="row" className={CELL}>
        {field.label}
      </th>
      <td className={CELL}>{field.before}</td>
      <td className={CELL}>{field.after}</td>
    </tr>
  ));
}

function Head({ beforeLabel, afterLabel }: { beforeLabel: string; afterLabel: string }) {
  return (
    <thead className="border-b border-(--border) text-sm text-(--muted-foreground)">
      <tr>
        <th scope="col" className={`${CELL} w-1/3`}>
          Setting
        </th>
        <th scope="col" className={CELL}>
          {beforeLabel}
        </th>
        <th scope="col" className={CELL}>
          {afterLabel}
        </th>
      </tr>
    </thead>
  );
}

export function ComparisonTable({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: SetupSheet;
  after: SetupSheet;
  beforeLabel: string;
  afterLabel: string;
}) {
  const { fields, differences, bySection } = compareSheets(before, after);
  const unchanged = fields.filter((field) => !field.differs);
  return (
    <div className="space-y-3">
      <p role="status" className="font-medium">
        {differences.length === 0
          ? 'Nothing changed: every setting is the same.'
          : `${differences.length} ${differences.length === 1 ? 'setting differs' : 'settings differ'}`}
      </p>
      {differences.length > 0 && (
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="pb-1 text-left font-bold">Changed settings</caption>
          <Head beforeLabel={beforeLabel} afterLabel={afterLabel} />
          {bySection.map(({ section, differences: inSection }) => (
            <tbody key={section}>
              <tr>
                <th scope="rowgroup" colSpan={3} className={`${CELL} pt-3 text-xs uppercase`}>
                  {section}
                </th>
              </tr>
              <Rows fields={inSection} changed />
            </tbody>
          ))}
        </table>
      )}
      {unchanged.length > 0 && (
        <details className="rounded-lg border border-(--border)">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">
            Show {unchanged.length} unchanged settings
          </summary>
          <table className="w-full table-fixed border-collapse text-sm">
            <caption className="sr-only">Unchanged settings</caption>
            <Head beforeLabel={beforeLabel} afterLabel={afterLabel} />
            <tbody>
              <Rows fields={unchanged} changed={false} />
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
