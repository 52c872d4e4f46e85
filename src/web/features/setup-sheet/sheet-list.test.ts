import { describe, expect, it } from 'vitest';
import { filterByTrack, sheetChoices, sheetName, tyreChoiceLabels } from './sheet-list';

describe('filterByTrack', () => {
  const sheets = [{ track: 'Red Gum Raceway' }, { track: 'Hillside' }, { track: 'RED HILL' }];

  it('keeps the sheets whose track holds the text, in any case, in their order', () => {
    expect(filterByTrack(sheets, ' red ')).toEqual([{ track: 'Red Gum Raceway' }, { track: 'RED HILL' }]);
    expect(filterByTrack(sheets, 'hill')).toEqual([{ track: 'Hillside' }, { track: 'RED HILL' }]);
    expect(filterByTrack(sheets, 'nowhere')).toEqual([]);
  });

  it('keeps every sheet for an empty filter', () => {
    expect(filterByTrack(sheets, '  ')).toEqual(sheets);
  });
});

describe('sheetName', () => {
  it('names a sheet by its day, as written in Britain, and its track', () => {
    expect(sheetName({ name: null, date: '2026-11-02', track: 'Red Gum' })).toBe('02/11/2026 at Red Gum');
  });

  it("leads with the racer's own name for it", () => {
    expect(sheetName({ name: 'Club dry', date: '2026-11-02', track: 'Red Gum' })).toBe(
      'Club dry (02/11/2026 at Red Gum)',
    );
  });
});

describe('sheetChoices', () => {
  const sheet = (id: number, name: string | null, driver: string | null = null) => ({
    id,
    name,
    date: '2026-11-22',
    track: 'Red Gum',
    driver,
    createdAt: new Date(2026, 10, 22, 14, 8, 38).toISOString(),
  });

  it('offers each sheet by name, day and track, then the driver', () => {
    expect(sheetChoices([sheet(1, 'Club dry', 'Sam'), sheet(2, null, 'Sam')])).toEqual([
      { value: '1', label: 'Club dry · 22/11/2026 · Red Gum · Sam' },
      { value: '2', label: '22/11/2026 · Red Gum · Sam' },
    ]);
  });

  it('adds the time saved only where two choices would read the same', () => {
    const [first, second] = sheetChoices([sheet(1, null), sheet(2, null)]);
    expect(first?.label).toMatch(/^22\/11\/2026 · Red Gum · saved \S/);
    expect(second?.label).toBe(first?.label);
  });
});

describe('tyreChoiceLabels', () => {
  it('names each set by brand, pattern, compound and set number, each once', () => {
    const set = { brand: 'Pro-Line', treadPattern: 'Blockade', compound: 'M3', setNumber: 2 };
    expect(tyreChoiceLabels([set, set, { ...set, setNumber: 3 }])).toEqual([
      'Pro-Line Blockade M3 Set #2',
      'Pro-Line Blockade M3 Set #3',
    ]);
  });
});
