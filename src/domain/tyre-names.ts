// How two tyre names are told apart: a racer's 'pro-line ' and the catalogue's 'Pro-Line' are the same
// brand, so brand, pattern and compound compare trimmed and case-insensitively, everywhere one rule.
import type { TyreItem } from './tyres.ts';

/** The comparable form of a brand, tread pattern or compound name. */
export const tyreNameKey = (name: string): string => name.trim().toLowerCase();

/** One key per tyre type (brand + tread pattern + compound), the same for every spelling of its case. */
export const tyreTypeKey = (tyre: Pick<TyreItem, 'brand' | 'treadPattern' | 'compound'>): string =>
  JSON.stringify([tyreNameKey(tyre.brand), tyreNameKey(tyre.treadPattern), tyreNameKey(tyre.compound)]);

/** One key per tread pattern of a brand (a pattern name alone can belong to two brands). */
export const treadPatternKey = (tyre: Pick<TyreItem, 'brand' | 'treadPattern'>): string =>
  JSON.stringify([tyreNameKey(tyre.brand), tyreNameKey(tyre.treadPattern)]);

/** One key per compound of a brand (Soft is not the same compound for every brand). */
export const compoundKey = (tyre: Pick<TyreItem, 'brand' | 'compound'>): string =>
  JSON.stringify([tyreNameKey(tyre.brand), tyreNameKey(tyre.compound)]);
