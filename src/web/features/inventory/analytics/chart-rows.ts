// The Analytics tab's figures as chart rows: a name, the number the bar draws, and the words the bar's
// label and the screen reader's table say. Built on the domain's tallies; only the wording is here.
import {
  brandDistribution,
  trackTypeDistribution,
  treadPatternDistribution,
  usageByCondition,
} from '../../../../domain/tyre-analytics';
import { lapsText, setsText } from '../../../../domain/tyre-format';
import { TYRE_CONDITION_LABELS, type TyreCondition, type TyreItem } from '../../../../domain/tyres';
import { formatMoney } from '../../../lib/format';
import { TRACK_TYPE_LABELS } from '../tyre-labels';

export type ChartRow = {
  name: string;
  value: number;
  /** The figure in words, beside the bar and in the screen reader's table: '3 sets', '120 laps'. */
  text: string;
  /** A set's condition, coloured alike on every chart. */
  condition?: TyreCondition;
};

export const brandRows = (items: readonly TyreItem[]): ChartRow[] =>
  brandDistribution(items).map((share) => ({
    name: share.brand,
    value: share.sets,
    text: setsText(share.sets),
  }));

export const treadPatternRows = (items: readonly TyreItem[]): ChartRow[] =>
  treadPatternDistribution(items).map((share) => ({
    name: `${share.brand} ${share.treadPattern}`,
    value: share.sets,
    text: setsText(share.sets),
  }));

export const trackTypeRows = (items: readonly TyreItem[]): ChartRow[] =>
  trackTypeDistribution(items).map((share) => ({
    name: share.trackType ? TRACK_TYPE_LABELS[share.trackType] : 'Not given',
    value: share.sets,
    text: setsText(share.sets),
  }));

/** Sets by condition: how far through their life the racer's sets are. */
export const usageRows = (items: readonly TyreItem[]): ChartRow[] =>
  usageByCondition(items).map((usage) => ({
    name: TYRE_CONDITION_LABELS[usage.condition],
    value: usage.sets,
    text: setsText(usage.sets),
    condition: usage.condition,
  }));

/** Laps by condition: where the racer's running has gone. */
export const conditionLapRows = (items: readonly TyreItem[]): ChartRow[] =>
  usageByCondition(items).map((usage) => ({
    name: TYRE_CONDITION_LABELS[usage.condition],
    value: usage.laps,
    text: lapsText(usage.laps),
    condition: usage.condition,
  }));

/** Money per lap in the racer's currency; a lap too cheap to show in cents says so rather than '£0.00'. */
export const costPerLapText = (amount: number, currency?: string): string =>
  amount < 0.005 ? `under ${formatMoney(0.01, currency)}` : formatMoney(amount, currency);
