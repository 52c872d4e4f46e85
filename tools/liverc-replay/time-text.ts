// LiveRC's ways of writing a time, from whole milliseconds (kept whole so sums of laps never drift).

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `38.123`, `1:02.345`, `1:00:12.345`: minutes and hours only when there are any, as LiveRC writes them. */
export function clockText(ms: number): string {
  const fraction = pad(ms % 1000, 3);
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}.${fraction}`;
  if (minutes > 0) return `${minutes}:${pad(seconds)}.${fraction}`;
  return `${seconds}.${fraction}`;
}

/** Plain seconds with three decimals (`114.369`): the hidden sort values beside a shown clock time. */
export const secondsText = (ms: number): string => (ms / 1000).toFixed(3);

/** `38.17`: racerLaps writes lap times in plain seconds without trailing zeros. */
export const lapSecondsText = (ms: number): string => String(ms / 1000);

/** A race clock to the whole second, e.g. `12:05`. */
export function wholeClockText(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(totalSeconds / 60)}:${pad(totalSeconds % 60)}`;
}
