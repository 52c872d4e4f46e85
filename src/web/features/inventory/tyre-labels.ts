// How the Inventory screen names the model's values: a worn set reads 'Expired', a size '1/8 Scale'.
import type { TyreFormCondition } from '../../../domain/tyre-form';
import type { TyreSort } from '../../../domain/tyre-inventory-view';
import {
  type TrackType,
  TYRE_CONDITION_LABELS,
  type TyreCondition,
  type TyreSize,
} from '../../../domain/tyres';

export const CONDITION_LABELS: Record<TyreCondition | TyreFormCondition, string> = {
  ...TYRE_CONDITION_LABELS,
  expired: TYRE_CONDITION_LABELS.worn,
};

export const TRACK_TYPE_LABELS: Record<TrackType, string> = {
  clay: 'Clay',
  dirt: 'Dirt',
  carpet: 'Carpet',
  astro: 'Astro',
};

export const SIZE_LABELS: Record<TyreSize, string> = { '1/8': '1/8 Scale', '1/10': '1/10 Scale' };

export const SORT_LABELS: Record<TyreSort, string> = {
  recent: 'Most recent',
  brand: 'Brand A-Z',
  'quantity-high': 'Quantity: high to low',
  'quantity-low': 'Quantity: low to high',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
  condition: 'Condition: new, used, other',
};

/** The options of a select over a label map, in the map's order. */
export const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
