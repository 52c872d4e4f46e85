import { describe, expect, it } from 'vitest';
import { setupSheetPath } from '../../config/paths';
import { setupSheetOptionLabel, setupSheetOptions, setupSheetSummary } from './setup-sheet-choice';

const sheet = (
  id: number,
  date: string,
  track: string,
  driver: string | null = null,
  name: string | null = null,
) => ({
  id,
  name,
  date,
  track,
  driver,
});

describe('setupSheetOptions', () => {
  it('names a sheet by date, track and driver, leaving out a missing driver', () => {
    expect(setupSheetOptionLabel(sheet(1, '2026-11-22', 'Red Gum Raceway', 'Sam'))).toBe(
      '22/11/2026 · Red Gum Raceway · Sam',
    );
    expect(setupSheetOptionLabel(sheet(1, '2026-11-22', 'Red Gum Raceway'))).toBe(
      '22/11/2026 · Red Gum Raceway',
    );
  });

  it("puts the racer's name for the sheet first", () => {
    expect(setupSheetOptionLabel(sheet(1, '2026-11-22', 'Red Gum Raceway', 'Sam', 'Club dry'))).toBe(
      'Club dry · 22/11/2026 · Red Gum Raceway · Sam',
    );
  });

  it("lists the race's track first (in any case), each part newest first, the later of one day first", () => {
    const sheets = [
      sheet(1, '2026-10-01', 'Red Gum Raceway'),
      sheet(2, '2026-11-20', 'Tamworth'),
      sheet(3, '2026-09-01', 'red gum raceway '),
      sheet(4, '2026-10-01', 'Red Gum Raceway'),
    ];
    expect(setupSheetOptions(sheets, 'Red Gum Raceway').map((option) => option.value)).toEqual([
      '4',
      '1',
      '3',
      '2',
    ]);
    expect(setupSheetOptions(sheets, null).map((option) => option.value)).toEqual(['2', '4', '1', '3']);
  });
});

describe('setupSheetSummary', () => {
  it("names an entry's sheet and links to it on the Setup Sheet screen", () => {
    expect(setupSheetSummary({ name: null, date: '2026-11-22', track: 'Red Gum Raceway' })).toBe(
      'Setup: 22/11/2026 · Red Gum Raceway',
    );
    expect(setupSheetSummary({ name: 'Worlds wet', date: '2026-11-22', track: 'Red Gum Raceway' })).toBe(
      'Setup: Worlds wet · 22/11/2026 · Red Gum Raceway',
    );
    expect(setupSheetPath(7)).toBe('/agama-setup-sheet?sheet=7');
  });
});
