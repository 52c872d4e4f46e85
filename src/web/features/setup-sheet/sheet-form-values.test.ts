import { describe, expect, it } from 'vitest';
import type { Car } from '../../../domain/cars';
import { changedFields } from '../../../domain/changed-fields';
import type { SetupSheet } from '../../../domain/setup-sheets';
import { templateFieldNames } from '../../../domain/setup-templates';
import { localIsoDate } from '../../../domain/tyre-format';
import {
  emptySheetValues,
  optionLabel,
  readOption,
  sheetFormSchema,
  sheetToValues,
  startingCar,
  valuesToBody,
} from './sheet-form-values';

const saved = (overrides: Partial<SetupSheet> = {}): SetupSheet => {
  const values = valuesToBody(
    emptySheetValues('2026-11-20', { carId: '3', template: 'agama-8' }),
  ) as SetupSheet;
  for (const [name, value] of Object.entries(values)) {
    if (value === '') (values as Record<string, unknown>)[name] = null;
  }
  return {
    ...values,
    id: 7,
    template: 'agama-8',
    track: 'Red Gum',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
};

describe('localIsoDate', () => {
  it("is the phone's own day, not UTC's", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('readOption', () => {
  it('shows a listed value as itself, whatever its case, and anything else as Others with the text', () => {
    expect(readOption('frontPistonOil', '8x1.2mm')).toEqual({ choice: '8x1.2mm', other: '' });
    expect(readOption('frontConeDirection', 'up')).toEqual({ choice: 'UP', other: '' });
    expect(readOption('frontPistonOil', '7x1.3mm')).toEqual({ choice: 'Others', other: '7x1.3mm' });
    expect(readOption('rearShockSprings', null)).toEqual({ choice: '', other: '' });
  });

  it('keeps an unknown value of a list without Others as its own choice', () => {
    expect(readOption('rearConeDirection', 'sideways')).toEqual({ choice: 'sideways', other: '' });
  });
});

describe('the form values', () => {
  it('send the Others text, not the word Others, and every boolean as a boolean', () => {
    const values = emptySheetValues('2026-11-24');
    values.track = 'Red Gum';
    values.frontPistonOil = 'Others';
    values.others.frontPistonOil = '7x1.3mm';
    values.rearPistonOil = '6x1.5mm';
    values.others.rearPistonOil = 'left over from before';
    values.frontFF = true;
    const body = valuesToBody(values);
    expect(body).toMatchObject({
      date: '2026-11-24',
      track: 'Red Gum',
      frontPistonOil: '7x1.3mm',
      rearPistonOil: '6x1.5mm',
      frontFF: true,
      rearOP: false,
      notes: '',
    });
    expect(body).not.toHaveProperty('others');
  });

  it('read a saved sheet back into the same values, a duplicate dated today', () => {
    const sheet = saved({ frontPistonOil: '7x1.3mm', rearShockSprings: 'grey-red', rearOP: true });
    const values = sheetToValues(sheet, '2026-11-24');
    expect(values).toMatchObject({
      date: '2026-11-24',
      track: 'Red Gum',
      frontPistonOil: 'Others',
      rearShockSprings: 'grey-red',
      rearOP: true,
      driver: '',
    });
    expect(values.others.frontPistonOil).toBe('7x1.3mm');
    expect(sheetToValues(sheet).date).toBe('2026-11-20');
  });

  it("are checked by the server's schema: the track is required, blanks are stored as none", () => {
    const empty = sheetFormSchema.safeParse(emptySheetValues('2026-11-24'));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['track', 'Track is required'],
    ]);
    const values = { ...emptySheetValues('2026-11-24'), track: '  Red Gum ' };
    const parsed = sheetFormSchema.parse(values);
    expect(parsed.track).toBe('Red Gum');
    expect(parsed.driver).toBeNull();
  });
});

describe('saving an opened sheet', () => {
  it('sends only the fields changed, so another device’s edits to the others stay', () => {
    const sheet = saved({ name: 'Club dry', frontPistonOil: '7x1.3mm', frontCamber: '-1', rearOP: true });
    const values = sheetToValues(sheet);
    expect(changedFields(sheetFormSchema.parse(values), sheet)).toEqual({});
    values.frontCamber = '-2';
    values.rearOP = false;
    values.others.frontPistonOil = '7x1.4mm';
    values.notes = '  more steering ';
    expect(changedFields(sheetFormSchema.parse(values), sheet)).toEqual({
      frontCamber: '-2',
      rearOP: false,
      frontPistonOil: '7x1.4mm',
      notes: 'more steering',
    });
  });
});

describe('optionLabel', () => {
  it('names a spring colour alone while no part code is known, and every other option as it is', () => {
    expect(optionLabel('frontShockSprings', 'grey-red')).toBe('grey-red');
    expect(optionLabel('rearShockSprings', 'Others')).toBe('Others');
    expect(optionLabel('frontPistonOil', '6x1.5mm')).toBe('6x1.5mm');
  });
});

describe('startingCar', () => {
  const car = (id: number, template: Car['template']) =>
    ({
      id,
      name: `Car ${id}`,
      make: null,
      model: null,
      carClass: '1/8 nitro buggy',
      template,
      createdAt: '',
    }) as Car;

  it("starts on the newest sheet's car, else the first Agama, else the first car, else the Agama made on save", () => {
    const cars = [car(1, 'tenth-2wd'), car(2, 'agama-8'), car(3, 'eighth-nitro')];
    expect(startingCar(cars, [saved({ carId: 3 })])).toEqual({ carId: '3', template: 'eighth-nitro' });
    expect(startingCar(cars, [])).toEqual({ carId: '2', template: 'agama-8' });
    expect(startingCar([car(1, 'tenth-2wd')], [saved({ carId: 9 })])).toEqual({
      carId: '1',
      template: 'tenth-2wd',
    });
    expect(startingCar([], [])).toEqual({ carId: '', template: 'agama-8' });
  });

  it("sends a sheet's car and only that car's sheet's fields", () => {
    const values = {
      ...emptySheetValues('2026-11-24', { carId: '1', template: 'tenth-2wd' }),
      track: 'Red Gum',
    };
    values.frontPistonOil = '6x1.5mm';
    const body = sheetFormSchema.parse(values);
    expect(body.carId).toBe(1);
    expect(body).not.toHaveProperty('frontPistonOil');
    expect(Object.keys(valuesToBody(values)).sort()).toEqual(
      ['carId', ...templateFieldNames('tenth-2wd')].sort(),
    );
  });
});
