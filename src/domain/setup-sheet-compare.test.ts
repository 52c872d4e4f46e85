// The compare a racer reads between two sheets: what differs, in the sheet's order and by section, how an
// 'Others' value and a switch read, and which earlier sheet 'What changed since' picks.
import { describe, expect, it } from 'vitest';
import {
  compareSheets,
  displayValue,
  previousSheetAtTrack,
  type SheetValues,
} from './setup-sheet-compare.ts';
import { SETUP_SHEET_FIELDS, type SetupTemplateId, templateFieldNames } from './setup-templates.ts';

/** An Agama sheet (or another car's) with only a date and a track: every text empty, every switch off. */
function sheet(values: Partial<SheetValues> = {}, template: SetupTemplateId = 'agama-8'): SheetValues {
  const blank = (name: keyof typeof SETUP_SHEET_FIELDS) =>
    SETUP_SHEET_FIELDS[name].kind === 'boolean' ? false : null;
  return {
    ...(Object.fromEntries(templateFieldNames(template).map((name) => [name, blank(name)])) as object),
    template,
    date: '2026-03-01',
    track: 'Red Gum',
    ...values,
  } as SheetValues;
}

const namesOf = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('compareSheets', () => {
  it("lists the differences in the sheet's order, and by section General, Front, Rear", () => {
    const before = sheet({ notes: 'dusty', frontPistonOil: '6x1.5mm', frontDroop: '12' });
    const after = sheet({
      notes: 'grippy',
      frontPistonOil: '8x1.2mm',
      driver: 'Sofia',
      rearOP: true,
      frontDroop: '13',
    });
    const comparison = compareSheets(before, after);
    expect(namesOf(comparison.differences)).toEqual([
      'driver',
      'frontPistonOil',
      'rearOP',
      'frontDroop',
      'notes',
    ]);
    // Front droop sits after the rear fields on the spec's sheet, yet it is read with the front.
    expect(comparison.bySection.map(({ section, differences }) => [section, namesOf(differences)])).toEqual([
      ['General', ['driver', 'notes']],
      ['Front', ['frontPistonOil', 'frontDroop']],
      ['Rear', ['rearOP']],
    ]);
    expect(comparison.differences[1]).toEqual({
      name: 'frontPistonOil',
      label: 'Front piston oil',
      section: 'Front',
      before: '6x1.5mm',
      after: '8x1.2mm',
      differs: true,
    });
  });

  it('folds the fields that are the same: every field is listed, only the differing ones differ', () => {
    const comparison = compareSheets(
      sheet({ frontPistonOil: '6x1.5mm', frontFF: true }),
      sheet({ frontPistonOil: '6x1.5mm', frontFF: true, rearCamber: '-2' }),
    );
    expect(namesOf(comparison.fields)).toEqual(templateFieldNames('agama-8'));
    expect(namesOf(comparison.differences)).toEqual(['rearCamber']);
    expect(comparison.fields.find((field) => field.name === 'frontPistonOil')).toMatchObject({
      before: '6x1.5mm',
      after: '6x1.5mm',
      differs: false,
    });
    expect(comparison.bySection.map((group) => group.section)).toEqual(['Rear']);
  });

  it('gives no differences for two sheets alike', () => {
    const same = sheet({ rearShockSprings: 'grey-red', rearLong: true });
    expect(compareSheets(same, { ...same }).differences).toEqual([]);
    expect(compareSheets(same, { ...same }).bySection).toEqual([]);
  });

  it("shows a racer's own value as 'Others: ...', and tells two of them apart but not their case", () => {
    const own = compareSheets(sheet({ rearPistonOil: '6x1.5mm' }), sheet({ rearPistonOil: '7x1.3mm' }));
    expect(own.differences).toEqual([
      expect.objectContaining({ name: 'rearPistonOil', before: '6x1.5mm', after: 'Others: 7x1.3mm' }),
    ]);
    const twoOwn = compareSheets(sheet({ frontWireType: '2.5mm' }), sheet({ frontWireType: '2.7mm' }));
    expect(twoOwn.differences).toEqual([
      expect.objectContaining({ before: 'Others: 2.5mm', after: 'Others: 2.7mm', differs: true }),
    ]);
    const caseOnly = compareSheets(sheet({ rearPistonOil: '7x1.3mm' }), sheet({ rearPistonOil: '7X1.3MM' }));
    expect(caseOnly.differences).toEqual([]);
  });

  it("reads switches as 'Yes' and 'No', and off against on as a difference", () => {
    const comparison = compareSheets(sheet({ frontUType: false }), sheet({ frontUType: true }));
    expect(comparison.differences).toEqual([
      expect.objectContaining({ name: 'frontUType', label: 'Front U type', before: 'No', after: 'Yes' }),
    ]);
  });

  it('takes an empty text and no text as the same', () => {
    const comparison = compareSheets(sheet({ engine: null, notes: '' }), sheet({ engine: '', notes: null }));
    expect(comparison.differences).toEqual([]);
    expect(comparison.fields.find((field) => field.name === 'engine')).toMatchObject({
      before: '—',
      after: '—',
    });
  });
});

describe('displayValue', () => {
  it('shows an option as written, and an option list without Others never as Others', () => {
    expect(displayValue('frontShockSprings', 'grey-orange')).toBe('grey-orange');
    expect(displayValue('frontShockSprings', 'blue')).toBe('Others: blue');
    expect(displayValue('frontConeDirection', 'up')).toBe('up');
    expect(displayValue('frontCamber', '-1.5')).toBe('-1.5');
    expect(displayValue('rearShort', true)).toBe('Yes');
    expect(displayValue('driver', null)).toBe('—');
  });
});

describe('previousSheetAtTrack', () => {
  const at = (id: number, date: string, track: string, carId = 1) => ({ id, carId, date, track });

  it('picks the latest earlier sheet at the same track, whatever the case of its name', () => {
    const current = at(5, '2026-04-10', 'Red Gum');
    const sheets = [
      at(1, '2026-03-01', 'red gum'),
      at(2, '2026-04-01', ' RED GUM '),
      at(3, '2026-04-05', 'Hilltop'),
      at(4, '2026-05-01', 'Red Gum'),
      current,
    ];
    expect(previousSheetAtTrack(sheets, current)).toEqual(at(2, '2026-04-01', ' RED GUM '));
  });

  it('orders sheets of one day by when they were saved', () => {
    const morning = at(7, '2026-04-10', 'Red Gum');
    const evening = at(9, '2026-04-10', 'Red Gum');
    const sheets = [evening, morning, at(3, '2026-04-09', 'Red Gum')];
    expect(previousSheetAtTrack(sheets, evening)).toBe(morning);
    expect(previousSheetAtTrack(sheets, morning)?.id).toBe(3);
  });

  it('gives none for the first sheet at a track, other tracks ignored', () => {
    const first = at(4, '2026-04-10', 'Red Gum');
    const sheets = [at(1, '2026-01-01', 'Hilltop'), at(2, '2026-05-01', 'Red Gum'), first];
    expect(previousSheetAtTrack(sheets, first)).toBeNull();
    expect(previousSheetAtTrack([first], first)).toBeNull();
  });

  it("compares a car's sheet only with that car's: another car's sheet there is not its 'before'", () => {
    const current = at(5, '2026-04-10', 'Red Gum', 1);
    const sheets = [at(1, '2026-03-01', 'Red Gum', 1), at(2, '2026-04-01', 'Red Gum', 2), current];
    expect(previousSheetAtTrack(sheets, current)?.id).toBe(1);
    expect(previousSheetAtTrack(sheets, at(6, '2026-05-01', 'Red Gum', 3))).toBeNull();
  });
});
