// Reads every driver's laps from a race result page's inline `racerLaps[id] = {…}` script, as data. The
// `pace` projection of each lap is left out: nothing shows it.
import type { DriverLapTimes } from '../../domain/liverc.ts';
import { decodeEntities } from './common.ts';
import { isObject, type JsValue, readJsLiteral, textField } from './js-literal.ts';
import { readLapBlockAsWritten, type WrittenLap } from './racer-laps-fast.ts';
import { parseLapTime, parseWhole } from './values.ts';

type RaceLap = DriverLapTimes['laps'][number];

// `racerLaps[298958] = {` — the id may also be quoted.
const ASSIGNMENT = /racerLaps\[\s*['"]?(\d{1,15})['"]?\s*\]\s*=\s*/g;

/**
 * Drivers in the order the script lists them (finishing order); lap 0, the grid slot, is left out. Each block is
 * first read by the one-pattern-per-lap reader for LiveRC's usual form (racer-laps-fast.ts), and by the general
 * literal reader when it is written any other way; `generalOnly` (for the test that compares the two on every
 * saved page) skips the first.
 */
export function readRacerLaps(scripts: string[], warnings: string[], generalOnly = false): DriverLapTimes[] {
  const drivers = new Map<number, DriverLapTimes>();
  for (const script of scripts) {
    if (!script.includes('racerLaps')) continue;
    for (const match of script.matchAll(ASSIGNMENT)) {
      const driverId = Number(match[1]);
      const start = match.index + match[0].length;
      const usual = generalOnly ? null : readUsualBlock(driverId, script, start);
      let driver: DriverLapTimes | null = usual;
      if (!usual) {
        const literal = readJsLiteral(script, start);
        if (!literal || !isObject(literal.value)) {
          warnings.push(`racerLaps[${driverId}]: not a readable object, skipped`);
          continue;
        }
        driver = readDriver(driverId, literal.value, warnings);
      }
      if (!driver) continue;
      if (drivers.has(driverId)) warnings.push(`racerLaps[${driverId}]: listed twice, the later one kept`);
      drivers.set(driverId, driver);
    }
  }
  return [...drivers.values()];
}

/**
 * A block in LiveRC's usual form, read into the same driver `readDriver` gives; null when it is written any other
 * way or has a lap `readDriver` would warn about, for the general reader to read it (and warn) instead.
 */
function readUsualBlock(driverId: number, script: string, start: number): DriverLapTimes | null {
  const block = readLapBlockAsWritten(script, start);
  if (!block) return null;
  const read: RaceLap[] = [];
  // Indexed, not destructured: destructuring each lap's triple went through the array iterator, lap by lap.
  const laps = block.laps;
  for (let index = 0; index < laps.length; index += 1) {
    const written = laps[index] as WrittenLap;
    const lap = lapOf(written[0], written[1], written[2]);
    if (lap === 'start') continue;
    if (!lap) return null;
    read.push(lap);
  }
  return { driver: driverNameOf(block.driverName), driverId, laps: read };
}

function readDriver(
  driverId: number,
  block: { [key: string]: JsValue },
  warnings: string[],
): DriverLapTimes | null {
  const name = textField(block, 'driverName');
  const laps = block.laps;
  if (name === null || !Array.isArray(laps)) {
    warnings.push(`racerLaps[${driverId}]: no driverName or laps, skipped`);
    return null;
  }
  const read: RaceLap[] = [];
  for (const entry of laps) {
    const lap = isObject(entry) ? readLap(entry) : null;
    if (lap === 'start') continue;
    if (!lap) {
      warnings.push(`racerLaps[${driverId}]: unreadable lap ${JSON.stringify(entry).slice(0, 80)}, skipped`);
      continue;
    }
    read.push(lap);
  }
  return { driver: driverNameOf(name), driverId, laps: read };
}

const driverNameOf = (name: string): string => decodeEntities(name).replace(/\s+/g, ' ').trim();

const readLap = (entry: { [key: string]: JsValue }): RaceLap | 'start' | null =>
  lapOf(textField(entry, 'lapNum'), textField(entry, 'pos'), textField(entry, 'time'));

function lapOf(lapNum: string | null, pos: string | null, timeText: string | null): RaceLap | 'start' | null {
  const lap = wholeOf(lapNum);
  if (lap === 0) return 'start';
  const time = parseLapTime(timeText);
  if (lap === null || !time || time.seconds <= 0) return null;
  return { lap, time: time.seconds, timeText: time.raw, position: wholeOf(pos) };
}

/** `parseWhole` for the plain digits LiveRC writes (`'12'`), read without trimming or a pattern: a page has
 * hundreds of laps, two numbers each. */
function wholeOf(text: string | null): number | null {
  if (text === null || text.length === 0 || text.length > 9) return parseWhole(text);
  let value = 0;
  for (let index = 0; index < text.length; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return parseWhole(text);
    value = value * 10 + digit;
  }
  return value;
}
