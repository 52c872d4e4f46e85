// Reads the "Event Stats" card that event and entry-list pages share: layout, entries, drivers, total laps, from a
// DOM or from the tables of a streaming scan (results-page-scan.ts, whose tables never nest).
import type { AnyNode, Document, Element } from 'domhandler';
import type { EventStats } from '../../domain/liverc.ts';
import { all, keyValueRows, nonEmpty, visibleText } from './common.ts';
import { type CellRecord, type TableRecord, visible } from './results-page-scan.ts';
import { parseCount } from './values.ts';

export function readEventStats(doc: Document): EventStats {
  // Only a table holding a `th` that reads "Registrations" can have that key: the other tables (an entry list
  // has one per class, hundreds of rows) are passed over without building their key/value maps.
  const labels = all('th', doc).filter((th) => visibleText(th).toLowerCase() === 'registrations');
  const table =
    all('table', doc).find(
      (candidate) =>
        labels.some((label) => isInside(label, candidate)) && keyValueRows(candidate).has('registrations'),
    ) ?? null;
  const rows = keyValueRows(table);
  return eventStatsOf(
    visibleText(rows.get('race track')),
    visibleText(rows.get('registrations')),
    visibleText(rows.get('total race laps')),
  );
}

/** The card's values from its texts: `Registrations` reads `Entries: 1,204 Drivers: 87`. */
export function eventStatsOf(raceTrack: string, registrations: string, totalLaps: string): EventStats {
  return {
    raceTrack: nonEmpty(raceTrack),
    entries: parseCount(/Entries:\s*([\d,]+)/i.exec(registrations)?.[1]),
    drivers: parseCount(/Drivers:\s*([\d,]+)/i.exec(registrations)?.[1]),
    totalLaps: parseCount(totalLaps),
  };
}

function isInside(node: AnyNode, ancestor: Element): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

/** `readEventStats` on scanned tables: the same table is chosen and the same rows read. */
export function readScannedEventStats(tables: TableRecord[]): EventStats {
  const table =
    tables.find(
      (candidate) =>
        candidate.rows.some((row) =>
          row.cells.some(
            (cell) => cell.name === 'th' && visible(cell.text).toLowerCase() === 'registrations',
          ),
        ) && scannedKeyValueRows(candidate).has('registrations'),
    ) ?? null;
  const rows = table ? scannedKeyValueRows(table) : new Map<string, CellRecord>();
  return eventStatsOf(
    visible(rows.get('race track')?.text),
    visible(rows.get('registrations')?.text),
    visible(rows.get('total race laps')?.text),
  );
}

/** `keyValueRows` of common.ts on a scanned table: each row's first `th` label → its first `td`. */
function scannedKeyValueRows(table: TableRecord): Map<string, CellRecord> {
  const rows = new Map<string, CellRecord>();
  for (const row of table.rows) {
    const th = row.cells.find((cell) => cell.name === 'th');
    const td = row.cells.find((cell) => cell.name === 'td');
    if (th && td) rows.set(visible(th.text).toLowerCase(), td);
  }
  return rows;
}
