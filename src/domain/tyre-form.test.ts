// Unit tests of the add/edit tyre form's rules: defaults, derived fields, the body it sends.
import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';
import { tyreItem } from './testing/tyre-items.ts';
import {
  canSubmit,
  changeBrand,
  changeCompound,
  changeTreadPattern,
  defaultTyreForm,
  fromTyreItem,
  toTyreCreate,
} from './tyre-form.ts';
import { type TyreItem, tyreCreateSchema } from './tyres.ts';

const blockadeM3 = () => changeCompound(changeTreadPattern(defaultTyreForm(), 'Blockade'), 'M3');

describe('defaultTyreForm', () => {
  it('opens on Pro-Line, 1/8, one new set, nothing else filled', () => {
    expect(defaultTyreForm()).toEqual({
      brand: 'Pro-Line',
      treadPattern: '',
      compound: '',
      compoundDescription: '',
      size: '1/8',
      quantity: 1,
      purchaseDate: '',
      purchasePrice: '',
      currency: 'GBP',
      temperatureUnit: 'C',
      condition: 'new',
      trackType: '',
      tempRangeMin: '',
      tempRangeMax: '',
      treadDescription: '',
      notes: '',
    });
  });
});

describe('choosing from the catalogue', () => {
  it('a pattern fills its track type and tread description', () => {
    const form = changeTreadPattern(defaultTyreForm(), 'Positron');
    expect(form.treadPattern).toBe('Positron');
    expect(form.trackType).toBe('clay');
    expect(form.treadDescription).toContain('indoor clay');
  });

  it('a compound fills its description and temperatures', () => {
    const form = blockadeM3();
    expect(form.compound).toBe('M3');
    expect(form.compoundDescription).toContain("Soft 'M' compound");
    expect([form.tempRangeMin, form.tempRangeMax]).toEqual(['21', '32']);
  });

  it('a compound with one temperature fills only that one', () => {
    const form = changeCompound(defaultTyreForm(), 'M4');
    expect([form.tempRangeMin, form.tempRangeMax]).toEqual(['', '21']);
  });

  it("a 6MIK temperature-band compound fills the band's minimum and maximum", () => {
    const form = changeCompound(changeBrand(defaultTyreForm(), '6MIK'), '0/18°');
    expect([form.tempRangeMin, form.tempRangeMax]).toEqual(['0', '18']);
  });

  it("looks names up in the form's own brand", () => {
    const jconcepts = changeBrand(defaultTyreForm(), 'JConcepts');
    expect(changeCompound(jconcepts, 'M3').tempRangeMin).toBe('');
    expect(changeCompound(jconcepts, 'Blue').compoundDescription).toBe('Soft all-purpose compound.');
  });

  it('a custom pattern or compound fills nothing', () => {
    const form = changeCompound(changeTreadPattern(defaultTyreForm(), 'Cut slicks'), 'Mystery blend');
    expect(form).toEqual({ ...defaultTyreForm(), treadPattern: 'Cut slicks', compound: 'Mystery blend' });
  });

  it('a custom choice after a catalogue one clears what the catalogue filled, not what the racer typed', () => {
    const filled = blockadeM3();
    const custom = changeCompound(changeTreadPattern(filled, 'Cut slicks'), 'Mystery blend');
    expect(custom).toMatchObject({
      trackType: '',
      treadDescription: '',
      compoundDescription: '',
      tempRangeMin: '',
      tempRangeMax: '',
    });

    const typed = { ...filled, treadDescription: 'Cut down by hand', tempRangeMax: '28' };
    const kept = changeCompound(changeTreadPattern(typed, 'Cut slicks'), 'Mystery blend');
    expect(kept).toMatchObject({
      treadDescription: 'Cut down by hand',
      tempRangeMax: '28',
      tempRangeMin: '',
    });
  });

  it('another catalogue choice replaces the filled fields', () => {
    const form = changeCompound(changeTreadPattern(blockadeM3(), 'Pyramid'), 'S3');
    expect(form).toMatchObject({ trackType: 'astro', tempRangeMin: '27', tempRangeMax: '' });
  });
});

describe('changeBrand', () => {
  it('clears the pattern, the compound and every field they filled, and keeps the rest', () => {
    const form = { ...blockadeM3(), quantity: 3, purchasePrice: '45.00', notes: 'For the Nationals' };
    expect(changeBrand(form, 'Hot Race')).toEqual({
      ...defaultTyreForm(),
      brand: 'Hot Race',
      quantity: 3,
      purchasePrice: '45.00',
      notes: 'For the Nationals',
    });
  });

  it('clears even what the racer typed into the derived fields', () => {
    const form = { ...blockadeM3(), treadDescription: 'My notes on the tread' };
    expect(changeBrand(form, 'Matrix').treadDescription).toBe('');
  });

  it('choosing the same brand again changes nothing', () => {
    const form = blockadeM3();
    expect(changeBrand(form, 'Pro-Line')).toBe(form);
  });
});

describe('canSubmit', () => {
  it('waits for both a tread pattern and a compound', () => {
    expect(canSubmit(defaultTyreForm())).toBe(false);
    expect(canSubmit(changeTreadPattern(defaultTyreForm(), 'Blockade'))).toBe(false);
    expect(canSubmit(changeCompound(defaultTyreForm(), 'M3'))).toBe(false);
    expect(canSubmit({ ...blockadeM3(), compound: '   ' })).toBe(false);
    expect(canSubmit(blockadeM3())).toBe(true);
  });
});

describe('toTyreCreate', () => {
  it('sends a catalogue tyre the server accepts, with the filled facts', () => {
    const body = toTyreCreate({ ...blockadeM3(), purchaseDate: '2026-03-08', purchasePrice: '42.99' });
    expect(body).toEqual({
      brand: 'Pro-Line',
      treadPattern: 'Blockade',
      compound: 'M3',
      compoundDescription: expect.stringContaining("Soft 'M' compound"),
      size: '1/8',
      quantity: 1,
      purchaseDate: '2026-03-08',
      purchasePrice: 42.99,
      currency: 'GBP',
      condition: 'new',
      trackType: 'dirt',
      tempRangeMin: 21,
      tempRangeMax: 32,
      treadDescription: expect.stringContaining('Big blocky lugs'),
      notes: null,
    });
    expect(tyreCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends empty fields as null', () => {
    const body = toTyreCreate({ ...defaultTyreForm(), treadPattern: 'Cut slicks', compound: 'Mystery' });
    expect(body).toMatchObject({
      compoundDescription: null,
      purchaseDate: null,
      purchasePrice: null,
      trackType: null,
      tempRangeMin: null,
      tempRangeMax: null,
      treadDescription: null,
      notes: null,
    });
    expect(tyreCreateSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['12.5', 12.5],
    ['0', 0],
    ['.99', 0.99],
    ['-3', null],
    ['twelve', null],
    ['12.50.1', null],
  ])('price %j is sent as %j', (purchasePrice, expected) => {
    expect(toTyreCreate({ ...blockadeM3(), purchasePrice }).purchasePrice).toBe(expected);
  });

  it.each([
    ['', null],
    ['21', 21],
    [' -5 ', -5],
    ['0', 0],
    ['20.5', 20.5],
    ['warm', null],
  ])('temperature %j is sent as %j', (text, expected) => {
    const body = toTyreCreate({ ...blockadeM3(), tempRangeMin: text, tempRangeMax: text });
    expect([body.tempRangeMin, body.tempRangeMax]).toEqual([expected, expected]);
  });

  it('takes temperatures typed in °F as the °C stored, and shows them back in °F as typed', () => {
    const form = { ...defaultTyreForm({ currency: 'USD', temperatureUnit: 'F' }), treadPattern: 'Blockade' };
    const body = toTyreCreate({ ...form, compound: 'M3', tempRangeMin: '64', tempRangeMax: '71' });
    expect(body).toMatchObject({ currency: 'USD', tempRangeMin: 17.8, tempRangeMax: 21.7 });
    const shown = fromTyreItem(tyreItem({ tempRangeMin: 17.8, tempRangeMax: 21.7, currency: 'USD' }), 'F');
    expect([Math.round(Number(shown.tempRangeMin)), Math.round(Number(shown.tempRangeMax))]).toEqual([
      64, 71,
    ]);
    expect(shown.currency).toBe('USD');
  });

  it.each([
    ['3 typed', 3, 3],
    ['an empty box', 0, null],
    ["'two'", 0, Number.NaN],
  ])('a quantity of %s is sent as %j sets', (_typed, expected, quantity) => {
    const body = toTyreCreate({ ...blockadeM3(), quantity });
    expect(body.quantity).toBe(expected);
    expect(tyreCreateSchema.parse(body).quantity).toBe(expected);
  });

  it("sends Expired as 'expired', which the server stores as worn", () => {
    const body = toTyreCreate({ ...blockadeM3(), condition: 'expired' });
    expect(body.condition).toBe('expired');
    expect(tyreCreateSchema.parse(body).condition).toBe('worn');
  });
});

describe('fromTyreItem', () => {
  const item: TyreItem = {
    id: 7,
    brand: 'JConcepts',
    treadPattern: 'Reflex',
    compound: 'Blue',
    compoundDescription: 'Soft all-purpose compound.',
    size: '1/10',
    quantity: 2,
    setNumber: 4,
    purchaseDate: '2026-01-31',
    purchasePrice: 38.5,
    currency: 'GBP',
    condition: 'worn',
    trackType: null,
    tempRangeMin: null,
    tempRangeMax: 25,
    treadDescription: null,
    notes: 'Front only',
    lapsEntered: 120,
    totalLaps: 180,
    createdAt: '2026-01-31T18:00:00.000Z',
  };

  it('opens the form on the item, a worn set as Expired, the price in pounds and pence', () => {
    expect(fromTyreItem(item)).toEqual({
      brand: 'JConcepts',
      treadPattern: 'Reflex',
      compound: 'Blue',
      compoundDescription: 'Soft all-purpose compound.',
      size: '1/10',
      quantity: 2,
      purchaseDate: '2026-01-31',
      purchasePrice: '38.50',
      currency: 'GBP',
      temperatureUnit: 'C',
      condition: 'expired',
      trackType: '',
      tempRangeMin: '',
      tempRangeMax: '25',
      treadDescription: '',
      notes: 'Front only',
    });
  });

  it('saves back unchanged what it opened', () => {
    const body = toTyreCreate(fromTyreItem({ ...item, condition: 'used' }));
    expect(body).toMatchObject({
      purchasePrice: 38.5,
      condition: 'used',
      tempRangeMin: null,
      tempRangeMax: 25,
      trackType: null,
      notes: 'Front only',
    });
  });
});

describe('an edit of a set', () => {
  it('sends only the fields changed since the form opened, so another device’s edits to the others stay', () => {
    const item = tyreItem({
      purchasePrice: 40,
      notes: 'glued',
      condition: 'worn',
      tempRangeMin: 10,
      quantity: 3,
    });
    const opened = fromTyreItem(item);
    expect(changedFields(toTyreCreate(opened), toTyreCreate(opened))).toEqual({});
    const edited = { ...opened, notes: 'glued with CA', purchasePrice: '45.50', tempRangeMin: '' };
    expect(changedFields(toTyreCreate(edited), toTyreCreate(opened))).toEqual({
      notes: 'glued with CA',
      purchasePrice: 45.5,
      tempRangeMin: null,
    });
  });
});
