// The add/edit tyre form's rules over a plain state object, so the page only wires inputs:
// what a new form holds, which fields follow the brand, pattern and compound chosen from the catalogue,
// and how the typed text becomes the POST/PATCH body.
import { findCompound, findPattern } from './tyre-catalogue.ts';
import type { TrackType, TyreCreate, TyreItem, TyreSize } from './tyres.ts';
import { DEFAULT_UNITS, fromCelsius, type TemperatureUnit, toCelsius, type Units } from './units.ts';

/** The form offers New/Used/Expired; 'expired' is stored and answered as 'worn'. */
export const TYRE_FORM_CONDITIONS = ['new', 'used', 'expired'] as const;
export type TyreFormCondition = (typeof TYRE_FORM_CONDITIONS)[number];

/** What the inputs hold: text as typed ('' when empty), so a half-typed number is never lost. */
export type TyreFormState = {
  brand: string;
  treadPattern: string;
  compound: string;
  compoundDescription: string;
  size: TyreSize;
  /** Sets as the number field reads them: null when empty, NaN for text that is no number. */
  quantity: number | null;
  /** 'YYYY-MM-DD' or '' */
  purchaseDate: string;
  /** In `currency` as typed, e.g. '12.50' */
  purchasePrice: string;
  /** ISO 4217: the set's own when editing, the racer's for a new one; not a field of the form. */
  currency: string;
  /** The unit the temperatures are typed in (the racer's); not a field of the form. */
  temperatureUnit: TemperatureUnit;
  condition: TyreFormCondition;
  trackType: TrackType | '';
  /** Degrees of `temperatureUnit` as typed */
  tempRangeMin: string;
  tempRangeMax: string;
  treadDescription: string;
  notes: string;
};

export const INCOMPLETE_TYRE_FORM_MESSAGE = 'Please select both tread pattern and compound';

/** A new form, and the form after saving or cancelling: Pro-Line, 1/8, one set, new, in the racer's units. */
export const defaultTyreForm = (
  units: Pick<Units, 'currency' | 'temperatureUnit'> = DEFAULT_UNITS,
): TyreFormState => ({
  brand: 'Pro-Line',
  treadPattern: '',
  compound: '',
  compoundDescription: '',
  size: '1/8',
  quantity: 1,
  purchaseDate: '',
  purchasePrice: '',
  currency: units.currency,
  temperatureUnit: units.temperatureUnit,
  condition: 'new',
  trackType: '',
  tempRangeMin: '',
  tempRangeMax: '',
  treadDescription: '',
  notes: '',
});

/** The fields a catalogue pattern or compound fills in. */
type FilledFields = Partial<
  Pick<
    TyreFormState,
    'trackType' | 'treadDescription' | 'compoundDescription' | 'tempRangeMin' | 'tempRangeMax'
  >
>;

/** A stored °C as the form shows it, in the racer's unit (°F to a tenth, so nothing is lost on saving). */
const degreesText = (celsius: number | null, unit: TemperatureUnit): string =>
  celsius === null ? '' : String(fromCelsius(celsius, unit));

/** What a catalogue pattern fills in; undefined for a custom one. */
const patternFields = (brand: string, name: string): FilledFields | undefined => {
  const pattern = findPattern(brand, name);
  return pattern && { trackType: pattern.trackType ?? '', treadDescription: pattern.description ?? '' };
};

const compoundFields = (brand: string, code: string, unit: TemperatureUnit): FilledFields | undefined => {
  const compound = findCompound(brand, code);
  return (
    compound && {
      compoundDescription: compound.description ?? '',
      tempRangeMin: degreesText(compound.tempMin, unit),
      tempRangeMax: degreesText(compound.tempMax, unit),
    }
  );
};

/**
 * The fields the previous catalogue choice filled go blank, unless the racer has since changed them:
 * switching Blockade for a custom pattern must not leave Blockade's description behind, and must not
 * wipe a description the racer typed.
 */
function clearFilled(state: TyreFormState, filled: FilledFields | undefined): FilledFields {
  const cleared: FilledFields = {};
  for (const field of Object.keys(filled ?? {}) as (keyof FilledFields)[]) {
    if (state[field] === filled?.[field]) cleared[field] = '';
  }
  return cleared;
}

/** A new brand starts the tyre over: no pattern, no compound, nothing they filled. */
export function changeBrand(state: TyreFormState, brand: string): TyreFormState {
  if (brand === state.brand) return state;
  return {
    ...state,
    brand,
    treadPattern: '',
    compound: '',
    compoundDescription: '',
    trackType: '',
    tempRangeMin: '',
    tempRangeMax: '',
    treadDescription: '',
  };
}

/** A catalogue pattern fills the track type and tread description; a custom one fills nothing. */
export function changeTreadPattern(state: TyreFormState, treadPattern: string): TyreFormState {
  return {
    ...state,
    ...clearFilled(state, patternFields(state.brand, state.treadPattern)),
    treadPattern,
    ...patternFields(state.brand, treadPattern),
  };
}

/** A catalogue compound fills its description and temperatures; a custom one fills nothing. */
export function changeCompound(state: TyreFormState, compound: string): TyreFormState {
  return {
    ...state,
    ...clearFilled(state, compoundFields(state.brand, state.compound, state.temperatureUnit)),
    compound,
    ...compoundFields(state.brand, compound, state.temperatureUnit),
  };
}

/** Submit waits for both names; the form shows INCOMPLETE_TYRE_FORM_MESSAGE until then. */
export const canSubmit = (state: TyreFormState): boolean =>
  state.treadPattern.trim() !== '' && state.compound.trim() !== '';

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** Pounds >= 0 as a number input gives them; anything else (empty, '-3', 'abc') is no price. */
const priceOrNull = (text: string): number | null =>
  /^(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text.trim()) : null;

/** A quantity that is no number (empty, 'two') is 0 sets, as the spec says; the server judges the rest. */
const setsOrZero = (sets: number | null): number => (sets === null || Number.isNaN(sets) ? 0 : sets);

/** A number of degrees in the racer's unit, as the °C stored; empty or 'warm' is no temperature. */
const temperatureOrNull = (text: string, unit: TemperatureUnit): number | null =>
  /^-?\d+(\.\d+)?$/.test(text.trim()) ? toCelsius(Number(text.trim()), unit) : null;

/**
 * The form as the body of POST /api/tire-inventory (also a valid PATCH body: the form has no set
 * number or hand-entered laps, so editing leaves them as they are). The schema trims the names and
 * rounds the price to pence, and answers its own messages for what is out of range.
 */
export const toTyreCreate = (state: TyreFormState): TyreCreate => ({
  brand: state.brand,
  treadPattern: state.treadPattern,
  compound: state.compound,
  compoundDescription: textOrNull(state.compoundDescription),
  size: state.size,
  quantity: setsOrZero(state.quantity),
  purchaseDate: textOrNull(state.purchaseDate),
  purchasePrice: priceOrNull(state.purchasePrice),
  currency: state.currency,
  condition: state.condition,
  trackType: state.trackType === '' ? null : state.trackType,
  tempRangeMin: temperatureOrNull(state.tempRangeMin, state.temperatureUnit),
  tempRangeMax: temperatureOrNull(state.tempRangeMax, state.temperatureUnit),
  treadDescription: textOrNull(state.treadDescription),
  notes: textOrNull(state.notes),
});

/** The form opened on an item for editing, its price in its own currency; a worn set shows as Expired. */
export const fromTyreItem = (item: TyreItem, temperatureUnit: TemperatureUnit = 'C'): TyreFormState => ({
  brand: item.brand,
  treadPattern: item.treadPattern,
  compound: item.compound,
  compoundDescription: item.compoundDescription ?? '',
  size: item.size,
  quantity: item.quantity,
  purchaseDate: item.purchaseDate ?? '',
  purchasePrice: item.purchasePrice === null ? '' : item.purchasePrice.toFixed(2),
  currency: item.currency,
  temperatureUnit,
  condition: item.condition === 'worn' ? 'expired' : item.condition,
  trackType: item.trackType ?? '',
  tempRangeMin: degreesText(item.tempRangeMin, temperatureUnit),
  tempRangeMax: degreesText(item.tempRangeMax, temperatureUnit),
  treadDescription: item.treadDescription ?? '',
  notes: item.notes ?? '',
});
