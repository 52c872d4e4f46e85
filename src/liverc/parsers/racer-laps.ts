// Reads every driver's laps from a race result page's inline `racerLaps[id] = {…}` script, as data. The
// `pace` projection of each lap is left out: nothing shows it.
import type { DriverLapTimes } from '../../domain/liverc.ts';
import { collapse, decodeEntities } from './common.ts';
import { isObject, type JsValue, readJsLiteral, textField } from './js-literal.ts';
import { parseLapTime, parseWhole } from './values.ts';

type RaceLap = DriverLapTimes['laps'][number];

// `racerLaps[298958] = {` — the id may also be quoted.
const ASSIGNMENT = /racerLaps\[\s*['"]?(\d{1,15})['"]?\s*\]\s*=\s*/g;

/** Drivers in the order the script lists them (finishing order); lap 0, the grid slot, is left out. */
export function readRacerLaps(scripts: string[], warnings: string[]): DriverLapTimes[] {
  const drivers = new Map<number, DriverLapTimes>();
  for (const script of scripts) {
    if (!script.includes('racerLaps')) continue;
    for (const match of script.matchAll(ASSIGNMENT)) {
      const driverId = Number(match[1]);
      const literal = readJsLiteral(script, match.index + match[0].length);
      if (!literal || !isObject(literal.value)) {
        warnings.push(`racerLaps[${driverId}]: not a readable object, skipped`);
        continue;
      }
      const driver = readDriver(driverId, literal.value, warnings);
      if (!driver) continue;
      if (drivers.has(driverId)) warnings.push(`racerLaps[${driverId}]: listed twice, the later one kept`);
      drivers.set(driverId, driver);
    }
  }
  return [...drivers.values()];
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
  return { driver: collapse(decodeEntities(name)), driverId, laps: read };
}

function readLap(entry: { [key: string]: JsValue }): RaceLap | 'start' | null {
  const lap = parseWhole(textField(entry, 'lapNum'));
  if (lap === 0) return 'start';
  const time = parseLapTime(textField(entry, 'time'));
  if (lap === null || !time || time.seconds <= 0) return null;
  return { lap, time: time.seconds, timeText: time.raw, position: parseWhole(textField(entry, 'pos')) };
}
