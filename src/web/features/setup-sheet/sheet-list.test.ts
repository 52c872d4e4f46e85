import { describe, expect, it } from 'vitest';
import { filterByTrack, sheetName, tyreChoiceLabels } from './sheet-list';

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
    expect(sheetName({ date: '2026-11-02', track: 'Red Gum' })).toBe('02/11/2026 at Red Gum');
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
