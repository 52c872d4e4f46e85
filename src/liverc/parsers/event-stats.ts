// Reads the "Event Stats" card that event and entry-list pages share: layout, entries, drivers, total laps.
import type { AnyNode, Document, Element } from 'domhandler';
import type { EventStats } from '../../domain/liverc.ts';
import { all, keyValueRows, nonEmpty, visibleText } from './common.ts';
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
  const registrations = visibleText(rows.get('registrations'));
  return {
    raceTrack: nonEmpty(visibleText(rows.get('race track'))),
    entries: parseCount(/Entries:\s*([\d,]+)/i.exec(registrations)?.[1]),
    drivers: parseCount(/Drivers:\s*([\d,]+)/i.exec(registrations)?.[1]),
    totalLaps: parseCount(visibleText(rows.get('total race laps'))),
  };
}

function isInside(node: AnyNode, ancestor: Element): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}
