// The add/edit tyre form's rules over a plain state object, so the page only wires inputs:
// what a new form holds, which fields follow the brand, pattern and compound chosen from the catalogue,
// and how the typed text becomes the POST/PATCH body.
import { findCompound, findPattern } from './tyre-catalogue.ts';
import type { TrackType, TyreCreate, TyreItem, TyreSize } from './tyres.ts';

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
  /** Pounds as typed, e.g. '12.50' */
  purchasePrice: string;
  condition: TyreFormCondition;
  trackType: TrackType | '';
  /** Whole °C as typed */
  tempRangeMin: string;
  tempRangeMax: string;
  treadDescription: string;
  notes: string;
};

export const INCOMPLETE_TYRE_FORM_MESSAGE = 'Please select both tread pattern and compound';

/** A new form, and the form after saving or cancelling: Pro-Line, 1/8, one set, new. */
export const defaultTyreForm = (): TyreFormState => ({
  brand: 'Pro-Line',
  treadPattern: '',
  compound: '',
  compoundDescription: '',
  size: '1/8',
  quantity: 1,
  purchaseDate: '',
  purchasePrice: '',
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

const celsiusText = (celsius: number | null): string => (celsius === null ? '' : String(celsius));

/** What a catalogue pattern fills in; undefined for a custom one. */
const patternFields = (brand: string, name: string): FilledFields | undefined => {
  const pattern = findPattern(brand, name);
  return pattern && { trackType: pattern.trackType ?? '', treadDescription: pattern.description ?? '' };
};

const compoundFields = (brand: string, code: string): FilledFields | undefined => {
  const compound = findCompound(brand, code);
  return (
    compound && {
      compoundDescription: compound.description ?? '',
      tempRangeMin: celsiusText(compound.tempMin),
      tempRangeMax: celsiusText(compound.tempMax),
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
    ...clearFilled(state, compoundFields(state.brand, state.compound)),
    compound,
    ...compoundFields(state.brand, compound),
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

/** A whole number of °C; empty, '20.5' or 'warm' is no temperature. */
const temperatureOrNull = (text: string): number | null =>
  /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null;

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
  condition: state.condition,
  trackType: state.trackType === '' ? null : state.trackType,
  tempRangeMin: temperatureOrNull(state.tempRangeMin),
  tempRangeMax: temperatureOrNull(state.tempRangeMax),
  treadDescription: textOrNull(state.treadDescription),
  notes: textOrNull(state.notes),
});

/** The form opened on an item for editing; a worn set shows as Expired. */
export const fromTyreItem = (item: TyreItem): TyreFormState => ({
  brand: item.brand,
  treadPattern: item.treadPattern,
  compound: item.compound,
  compoundDescription: item.compoundDescription ?? '',
  size: item.size,
  quantity: item.quantity,
  purchaseDate: item.purchaseDate ?? '',
  purchasePrice: item.purchasePrice === null ? '' : item.purchasePrice.toFixed(2),
  condition: item.condition === 'worn' ? 'expired' : item.condition,
  trackType: item.trackType ?? '',
  tempRangeMin: celsiusText(item.tempRangeMin),
  tempRangeMax: celsiusText(item.tempRangeMax),
  treadDescription: item.treadDescription ?? '',
  notes: item.notes ?? '',
});
