// A racer's result in one race as a picture card's text: 'P2 · 1/8 Nitro Buggy A-Main', the track and day, then
// the figures LiveRC gave for that driver. From a race's result table or from 'My races', which knows less.
import type { RaceResultRow, RaceResults } from './liverc.ts';
import type { MyRace } from './my-races.ts';
import { type PictureCard, pictureFileName } from './picture-card.ts';
import { mainNameOfTitle } from './series-standings.ts';
import { type DateOrder, formatIsoDay } from './units.ts';

/** What a card can say of one driver's race; a figure a source lacks is left off the card. */
export type RacerResult = Pick<
  MyRace,
  | 'raceTitle'
  | 'trackName'
  | 'raceDate'
  | 'driverName'
  | 'position'
  | 'lapsTime'
  | 'fastestLap'
  | 'avgLap'
  | 'consistency'
  | 'behind'
> & {
  /** How many drove the race: 'Position 2 of 10'. */
  fieldSize?: number;
  qualifying?: string | null;
  fastestLapNumber?: number | null;
};

/** A stored race's title says more than a card needs: '1/8 Nitro Buggy A-Main Results [M1 Race #2]'. */
const raceNameOf = (result: RacerResult) => mainNameOfTitle(result.raceTitle) || result.raceTitle;

/** One row of a race's result table, the whole race around it. */
export function resultOfRow(
  race: Pick<RaceResults, 'raceName' | 'raceTitle' | 'trackName' | 'eventDate' | 'results'>,
  row: RaceResultRow,
): RacerResult {
  return {
    raceTitle: race.raceName ?? race.raceTitle ?? 'Race',
    trackName: race.trackName,
    raceDate: race.eventDate,
    driverName: row.driver,
    position: row.position,
    fieldSize: race.results.length,
    lapsTime: row.lapsTime,
    fastestLap: row.fastestLap,
    fastestLapNumber: row.fastestLapNumber,
    avgLap: row.avgLap,
    consistency: row.consistency,
    qualifying: row.qualifying,
    behind: row.behind,
  };
}

/** '1' -> '1st', '12' -> '12th'; anything but a whole number as LiveRC wrote it. */
function ordinal(text: string): string {
  if (!/^\d+$/.test(text)) return text;
  const n = Number(text);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The card; `dateOrder` is the racer's (Settings), dd/mm/yyyy unless they chose the phone's own. */
export function raceResultCard(result: RacerResult, dateOrder: DateOrder = 'dmy'): PictureCard {
  const { position, fieldSize, fastestLap, fastestLapNumber } = result;
  const rows: [string, string | null | undefined][] = [
    ['Driver', result.driverName],
    ['Position', position === null ? null : fieldSize ? `${position} of ${fieldSize}` : String(position)],
    ['Laps/Time', result.lapsTime],
    [
      'Fastest lap',
      fastestLap && fastestLapNumber !== null && fastestLapNumber !== undefined
        ? `${fastestLap} (lap ${fastestLapNumber})`
        : fastestLap,
    ],
    ['Average lap', result.avgLap],
    ['Consistency', result.consistency],
    ['Qualified', result.qualifying && ordinal(result.qualifying)],
    ['Behind', result.behind],
  ];
  return {
    title: position === null ? raceNameOf(result) : `P${position} · ${raceNameOf(result)}`,
    subtitle: [result.trackName, formatIsoDay(result.raceDate, dateOrder)].filter(Boolean).join(' · '),
    rows: rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== ''),
  };
}

/** 'pitboard-result-jack-morrison-1-8-nitro-buggy-a-main.png' */
export const raceResultFileName = (result: RacerResult): string =>
  pictureFileName('result', [result.driverName, raceNameOf(result)]);
