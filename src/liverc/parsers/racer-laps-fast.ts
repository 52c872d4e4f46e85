// Reads a `racerLaps[id] = {…}` block written the way LiveRC writes it today, one sticky pattern per lap, where
// the general literal reader (js-literal.ts) steps through every key, string and tab run: on a race page that
// reading took over a quarter of the parse. It accepts only blocks of single-quoted `'key' : 'value'` fields and
// a `'laps'` array of `{ 'lapNum', 'pos', 'time', 'pace', 'segments' : [ ] }` objects, separated by spaces,
// tabs and line ends, trailing commas allowed; anything else (escapes, comments, other quotes, filled segments) answers
// null and racer-laps.ts reads the block with the general reader instead, so both give the same drivers
// (racer-laps.test.ts compares them on every saved race page).

/** `lapNum`, `pos` and `time` as written. */
export type WrittenLap = [lapNum: string, pos: string, time: string];

const SPACE = '[ \\t\\r\\n]*';
const VALUE = "'([^'\\\\\\r\\n]*)'";
const field = (name: string) => `'${name}'${SPACE}:${SPACE}${VALUE}${SPACE}`;
/** One whole lap object and the separator after it (`,` or the array's closing `]`). */
const LAP = new RegExp(
  `\\{${SPACE}${field('lapNum')},${SPACE}${field('pos')},${SPACE}${field('time')},${SPACE}` +
    `'pace'${SPACE}:${SPACE}'[^'\\\\\\r\\n]*'${SPACE},${SPACE}'segments'${SPACE}:${SPACE}\\[${SPACE}\\]${SPACE}\\}` +
    `${SPACE}(,|\\])${SPACE}`,
  'y',
);
/** A block field's key, then the first character of its value. */
const KEY = new RegExp(`'([^'\\\\\\r\\n]*)'${SPACE}:${SPACE}`, 'y');
const TEXT_VALUE = new RegExp(`${VALUE}${SPACE}`, 'y');
const OPEN_ARRAY = new RegExp(`\\[${SPACE}`, 'y');
const LEADING_SPACE = new RegExp(`${SPACE}\\{${SPACE}`, 'y');
const SEPARATOR = new RegExp(`${SPACE}(,|\\})${SPACE}`, 'y');

/**
 * The block's `driverName` and laps (the last of a key written twice, as the general reader keeps), or null when
 * the block at `start` is not in the usual form or lacks either field.
 */
export function readLapBlockAsWritten(
  script: string,
  start: number,
): { driverName: string; laps: WrittenLap[] } | null {
  LEADING_SPACE.lastIndex = start;
  if (!LEADING_SPACE.test(script)) return null;
  let position = LEADING_SPACE.lastIndex;
  let driverName: string | null = null;
  let laps: WrittenLap[] | null = null;
  if (script.charCodeAt(position) === 0x7d) return null; // `{}`: no fields
  for (;;) {
    KEY.lastIndex = position;
    const key = KEY.exec(script);
    if (!key) return null;
    position = KEY.lastIndex;
    if (key[1] === 'laps' && script.charCodeAt(position) === 0x5b) {
      const read = readLaps(script, position);
      if (!read) return null;
      laps = read.laps;
      position = read.end;
    } else {
      TEXT_VALUE.lastIndex = position;
      const value = TEXT_VALUE.exec(script);
      // `laps` written as text is a block the general reader warns about.
      if (!value || key[1] === 'laps') return null;
      if (key[1] === 'driverName') driverName = value[1] ?? '';
      // `__proto__` is stored as an own field by the general reader; here it is one more field passed over.
      position = TEXT_VALUE.lastIndex;
    }
    SEPARATOR.lastIndex = position;
    const separator = SEPARATOR.exec(script);
    if (!separator) return null;
    position = SEPARATOR.lastIndex;
    if (separator[1] === '}') break;
    // A trailing comma (`, }`), which the general reader accepts too.
    if (script.charCodeAt(position) === 0x7d) break;
  }
  return driverName === null || laps === null ? null : { driverName, laps };
}

/** The laps array opening at `start` (its `[`), read lap by lap up to and past its `]`. */
function readLaps(script: string, start: number): { laps: WrittenLap[]; end: number } | null {
  OPEN_ARRAY.lastIndex = start;
  if (!OPEN_ARRAY.test(script)) return null;
  let position = OPEN_ARRAY.lastIndex;
  const laps: WrittenLap[] = [];
  if (script.charCodeAt(position) === 0x5d) return { laps, end: position + 1 };
  for (;;) {
    LAP.lastIndex = position;
    const lap = LAP.exec(script);
    if (!lap) return null;
    laps.push([lap[1] ?? '', lap[2] ?? '', lap[3] ?? '']);
    position = LAP.lastIndex;
    if (lap[4] === ']') return { laps, end: position };
    // LiveRC ends the array with a trailing comma (`},\n]`), which the general reader accepts too.
    if (script.charCodeAt(position) === 0x5d) return { laps, end: position + 1 };
  }
}
