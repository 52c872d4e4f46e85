// A shared setup sheet, read only: its car's sheet's sections, each with its filled-in settings and the switches that are on, as text.
import { SETUP_SECTIONS } from '../../../domain/setup-fields';
import { SETUP_SHEET_FIELDS, type SetupFieldName, templateFieldNames } from '../../../domain/setup-templates';
import type { SharedSetupSheet } from '../../../domain/share-links';
import { formatDate } from '../../lib/format';

const shownValue = (sheet: SharedSetupSheet, name: SetupFieldName): string | null => {
  const value = sheet[name];
  if (typeof value === 'boolean') return value ? 'On' : null;
  if (name === 'date') return formatDate(sheet.date);
  return value ?? null;
};

export function SharedSheet({ sheet }: { sheet: SharedSetupSheet }) {
  return (
    <div className="space-y-4">
      {SETUP_SECTIONS.map((section) => {
        const rows = templateFieldNames(sheet.template)
          .filter((name) => SETUP_SHEET_FIELDS[name].section === section)
          .map((name) => ({ name, value: shownValue(sheet, name) }))
          .filter(
            (row): row is { name: SetupFieldName; value: string } => row.value !== null && row.value !== '',
          );
        if (rows.length === 0) return null;
        return (
          <section
            key={section}
            aria-label={section}
            className="rounded-lg border border-(--border) bg-(--card) p-3"
          >
            <h2 className="mb-2 font-semibold">{section}</h2>
            <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] gap-x-3 gap-y-1 text-sm">
              {rows.map(({ name, value }) => (
                <div key={name} className="contents">
                  <dt className="text-(--muted-foreground)">{SETUP_SHEET_FIELDS[name].label}</dt>
                  <dd className="break-words whitespace-pre-wrap">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
