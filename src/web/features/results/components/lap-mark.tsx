// How a marked lap shows (lap-marks.ts): its time in amber with a symbol for its kind, the one-line why read
// out to a screen reader with the time and shown on hover; the list of marked laps writes each why in full.
import type { LapMark, LapMarkKind } from '../../../../domain/lap-marks';

export const MARK_SYMBOL: Record<LapMarkKind, string> = { incident: '!', 'fuel stop': 'F', impossible: '?' };

export function MarkedLapTime({ time, mark }: { time: string; mark: LapMark }) {
  return (
    // relative: the screen reader's text is placed inside the grid's scrolling box, not past the page's edge.
    <span
      data-mark={mark.kind}
      title={mark.why}
      className="relative font-semibold text-amber-700 dark:text-amber-400"
    >
      {time}
      <sup aria-hidden className="ml-0.5">
        {MARK_SYMBOL[mark.kind]}
      </sup>
      <span className="sr-only"> {mark.why}</span>
    </span>
  );
}

/** The marked laps among those shown, each with its why: the key to the grid's symbols. */
export function MarkedLapsList({ marked }: { marked: { driver: string; mark: LapMark }[] }) {
  if (marked.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      <h3 id="marked-laps-title" className="font-semibold">
        Laps left out of clean figures
      </h3>
      <ul aria-labelledby="marked-laps-title" className="space-y-1">
        {marked.map(({ driver, mark }) => (
          <li key={`${driver}-${mark.lap}`} className="[overflow-wrap:anywhere]">
            <span aria-hidden className="mr-1 font-semibold text-amber-700 dark:text-amber-400">
              {MARK_SYMBOL[mark.kind]}
            </span>
            <span className="font-semibold">
              {driver}, lap {mark.lap}:
            </span>{' '}
            {mark.why}
          </li>
        ))}
      </ul>
    </div>
  );
}
