// CSV files a spreadsheet opens correctly: RFC 4180 quoting, CRLF lines, and no cell a spreadsheet would
// run as a formula (a driver named '=HYPERLINK(...)' stays text).

export type CsvValue = string | number | boolean | null | undefined | Date;

// OWASP's CSV injection advice: no cell may begin with = + - @ tab or CR. A spreadsheet may split on
// another separator than ours (Excel's ';' in many locales, a tab, a pipe) and may ignore our quotes, so a
// formula character just after any of those (or after a quote or a line break) would begin a cell too:
// each such character gets the single quote that makes it text, wherever it stands.
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t|"\r\n])(?=[=+\-@\t\r])/g;
// Quoted so a spreadsheet that honours quotes keeps the cell whole whatever separator it picks.
const NEEDS_QUOTES = /[,;\t|"\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string') text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
