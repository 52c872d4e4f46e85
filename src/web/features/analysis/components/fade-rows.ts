// A tyre set's fade chart as rows: one per race, at the laps the set had run before it, with the figure
// written out for the table beside the chart.
import { leftOutText } from '../../../../domain/lap-marks';
import type { SetFade } from '../../../../domain/pace-and-fade';

export type FadeRow = { lapsBefore: number; fade: number; race: string; text: string };

/** '+0.42s per 10 laps' (slowing), '-0.10s per 10 laps' (getting quicker) */
export const fadeText = (secondsPer10Laps: number): string =>
  `${secondsPer10Laps > 0 ? '+' : ''}${secondsPer10Laps.toFixed(2)}s per 10 laps`;

/** 'Pro-Line Blockade M3 · Set #4' */
export const setName = (set: Pick<SetFade, 'brand' | 'treadPattern' | 'compound' | 'setNumber'>): string =>
  `${[set.brand, set.treadPattern, set.compound].filter(Boolean).join(' ')} · Set #${set.setNumber}`;

export const fadeRows = (set: SetFade): FadeRow[] =>
  set.points.map((point) => ({
    lapsBefore: point.lapsBefore,
    fade: Number(point.fade.secondsPer10Laps.toFixed(3)),
    race: point.raceTitle,
    text: [
      fadeText(point.fade.secondsPer10Laps),
      `${point.fade.lapsUsed} laps`,
      ...(point.fade.lapsLeftOut > 0 ? [leftOutText(point.fade.lapsLeftOut)] : []),
    ].join(' · '),
  }));
