// Reads the "Event Stats" card that event and entry-list pages share: layout, entries, drivers, total laps.
import type { Document } from 'domhandler';
import type { EventStats } from '../../domain/liverc.ts';
import { all, keyValueRows, nonEmpty, visibleText } from './common.ts';
import { parseCount } from './values.ts';

export function readEventStats(doc: Document): EventStats {
  const table = all('table', doc).find((candidate) => keyValueRows(candidate).has('registrations')) ?? null;
  const rows = keyValueRows(table);
  const registrations = visibleText(rows.get('registrations'));
  return {
    raceTrack: nonEmpty(visibleText(rows.get('race track'))),
    entries: parseCount(/Entries:\s*([\d,]+)/i.exec(registrations)?.[1]),
    drivers: parseCount(/Drivers:\s*([\d,]+)/i.exec(registrations)?.[1]),
    totalLaps: parseCount(visibleText(rows.get('total race laps'))),
  };
}
