// The parser section of `npm run bench` (issue 17, item 4): every real saved LiveRC page parsed by our parser,
// beside two anchors over the same string, measured in one run with the three alternating run by run so a busy
// (shared) machine slows all three alike:
// - the floor: htmlparser2's Parser with no handlers on its stock tokenizer. Not a lower bound for our readers:
//   they drive a faster tokenizer (skipping-tokenizer.ts) with lighter callbacks than the Parser's (tag-driver.ts),
//   and that drive alone costs 0.4-0.7x of the floor;
// - the honest anchor: cheerio with its htmlparser2 parser (`xml: { xmlMode: false }` sets cheerio's
//   `_useHtmlParser2` and keeps HTML rules, see cheerio/dist/esm/options.js), then the text of every table cell.
// - cheerio's default (parse5) parse, the anchor of issue 3 (race results at least 3x faster), kept beside them.
// `node --max-semi-space-size=16 --import tsx bench/parsers-floor.ts` runs this section alone.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as cheerio from 'cheerio';
import { Parser } from 'htmlparser2';
import { parseEntryList } from '../src/liverc/parsers/entry-list.ts';
import { parseEvent } from '../src/liverc/parsers/event.ts';
import { parseEventsList } from '../src/liverc/parsers/events-list.ts';
import { parsePracticeDay } from '../src/liverc/parsers/practice-day.ts';
import { parseRaceResult } from '../src/liverc/parsers/race-result.ts';
import { parseTrackCatalogue } from '../src/liverc/parsers/track-catalogue.ts';
import { parseTrackDashboard } from '../src/liverc/parsers/track-dashboard.ts';

const RUNS = 20;
// Enough for V8 to finish optimising every reader: with 5, the figures still moved by a tenth from run to run.
const WARM_UP_RUNS = 50;
/** Issue 17: every page type within 1.5x of a bare htmlparser2 pass. */
const FLOOR_TARGET = 1.5;
/** Issue 3: the race-result parse at least 3x faster than cheerio's default (parse5) load. */
const RACE_RESULT_TARGET = 3;
const pagesDir = new URL('../../shared/liverc/pages/', import.meta.url);

type PageParser = (html: string, url: string) => { ok: boolean };
type Bench = { file: string; url: string; parse: PageParser };

// The page addresses from ../shared/liverc/pages/MANIFEST.md (the parsers resolve links against them).
const canberra = 'https://canberraoffroad.liverc.com';
const benches: Bench[] = [
  {
    file: 'track-catalogue_live-liverc-com.html',
    url: 'https://live.liverc.com/',
    parse: parseTrackCatalogue,
  },
  { file: 'track-dashboard_canberraoffroad.html', url: `${canberra}/`, parse: parseTrackDashboard },
  {
    file: 'track-dashboard_bayrc_bbrcc-offroad.html',
    url: 'https://bayrc.liverc.com/',
    parse: parseTrackDashboard,
  },
  {
    file: 'track-dashboard_thunderalley_live-racing.html',
    url: 'https://thunderalley.liverc.com/',
    parse: parseTrackDashboard,
  },
  { file: 'events-list_canberraoffroad.html', url: `${canberra}/events/`, parse: parseEventsList },
  {
    file: 'event_486677_canberraoffroad.html',
    url: `${canberra}/results/?p=view_event&id=486677`,
    parse: parseEvent,
  },
  {
    file: 'entry-list_silver-state.html',
    url: 'https://silverstate.liverc.com/results/?p=view_entry_list&id=1',
    parse: parseEntryList,
  },
  {
    file: 'race-result_6304829_nitro-buggy-a-main.html',
    url: `${canberra}/results/?p=view_race_result&id=6304829`,
    parse: parseRaceResult,
  },
  {
    file: 'race-result_6304822_electric-buggy-a3-main.html',
    url: `${canberra}/results/?p=view_race_result&id=6304822`,
    parse: parseRaceResult,
  },
  {
    file: 'practice-month_canberraoffroad_2025-10.html',
    url: `${canberra}/practice/?p=calendar&d=2025-10`,
    parse: parsePracticeMonth,
  },
  {
    file: 'practice-day_canberraoffroad_2025-10-25.html',
    url: `${canberra}/practice/?p=session_list&d=2025-10-25`,
    parse: parsePracticeDay,
  },
  {
    file: 'practice-session_21289501_daniel-quinton.html',
    url: `${canberra}/practice/?p=view_session&id=21289501`,
    parse: parsePracticeSession,
  },
];

/** The floor: htmlparser2's Parser tokenising and matching tags over the page, with nothing listening. */
function floorPass(html: string): void {
  new Parser({}).end(html);
}

/** The honest anchor: cheerio on htmlparser2 (HTML rules), then the text of every cell of every table row. */
const cheerioParse = (html: string) => readCells(cheerio.load(html, { xml: { xmlMode: false } }));
/** Issue 3's anchor: cheerio's default load (parse5), then the same cells. */
const cheerioParse5 = (html: string) => readCells(cheerio.load(html));

function readCells($: cheerio.CheerioAPI): number {
  let cells = 0;
  $('table tr').each((_, row) => {
    cells += $(row)
      .find('td')
      .map((__, cell) => $(cell).text().trim())
      .get().length;
  });
  return cells;
}

// A full collection before every timed run (untimed): alternating, cheerio's garbage of one run was otherwise
// collected inside the next contender's, which put our small pages at 2.2x the floor where alone they sit at 1.5x.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
const collectGarbage = () => gc({ type: 'minor' });

const median = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.floor(middle)] ?? 0)) / 2;
};

/** Medians of each contender, run in turn within every round (ours, floor, cheerio) after the warm-up. */
function medians(contenders: Array<() => unknown>): number[] {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) for (const run of contenders) run();
  const times = contenders.map((): number[] => []);
  for (let i = 0; i < RUNS; i += 1)
    contenders.forEach((run, index) => {
      collectGarbage();
      const start = performance.now();
      run();
      times[index]?.push(performance.now() - start);
    });
  return times.map(median);
}

export type ParserRow = {
  page: string;
  kb: number;
  ours: number;
  floor: number;
  cheerio: number;
  parse5: number;
};

export function runParserBench(): ParserRow[] {
  if (!existsSync(fileURLToPath(pagesDir))) {
    console.error(`No real LiveRC pages at ${fileURLToPath(pagesDir)}: nothing to measure.`);
    process.exit(1);
  }
  console.log(
    `Parse time per real LiveRC page, median of ${RUNS} runs after ${WARM_UP_RUNS} warm-up runs, ours / floor` +
      ' (bare htmlparser2 pass) / cheerio on htmlparser2, alternating\n',
  );
  const rows = benches.map((bench): ParserRow => {
    const html = readFileSync(new URL(bench.file, pagesDir), 'utf8');
    if (!bench.parse(html, bench.url).ok) throw new Error(`${bench.file} did not parse`);
    const [ours = 0, floor = 0, anchor = 0, parse5 = 0] = medians([
      () => bench.parse(html, bench.url),
      () => floorPass(html),
      () => cheerioParse(html),
      () => cheerioParse5(html),
    ]);
    const page = bench.file.replace(/\.html$/, '');
    return { page, kb: html.length / 1024, ours, floor, cheerio: anchor, parse5 };
  });

  const width = Math.max(...rows.map((row) => row.page.length));
  const cell = (text: string, size: number) => text.padStart(size);
  console.log(
    `${'page'.padEnd(width)}  ${cell('KB', 4)}  ${cell('ours ms', 8)}  ${cell('floor ms', 8)}  ${cell('cheerio ms', 10)}` +
      `  ${cell('ours/floor', 10)}  ${cell('cheerio/ours', 12)}  ${cell('parse5/ours', 11)}`,
  );
  for (const row of rows)
    console.log(
      `${row.page.padEnd(width)}  ${cell(row.kb.toFixed(0), 4)}  ${cell(row.ours.toFixed(2), 8)}  ` +
        `${cell(row.floor.toFixed(2), 8)}  ${cell(row.cheerio.toFixed(2), 10)}  ` +
        `${cell(`${(row.ours / row.floor).toFixed(2)}x`, 10)}  ${cell(`${(row.cheerio / row.ours).toFixed(2)}x`, 12)}  ` +
        cell(`${(row.parse5 / row.ours).toFixed(1)}x`, 11),
    );
  const over = rows.filter((row) => row.ours / row.floor > FLOOR_TARGET);
  const sum = (pick: (row: ParserRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  console.log(
    `\nAll pages, times summed: ours/floor ${(sum((row) => row.ours) / sum((row) => row.floor)).toFixed(2)}x, cheerio/ours ` +
      `${(sum((row) => row.cheerio) / sum((row) => row.ours)).toFixed(2)}x. Within ${FLOOR_TARGET}x of the floor: ` +
      (over.length === 0 ? 'every page.' : `all but ${over.map((row) => row.page).join(', ')}.`),
  );
  const raceRows = rows.filter((row) => row.page.startsWith('race-result'));
  const slowest = Math.min(...raceRows.map((row) => row.parse5 / row.ours));
  console.log(
    `Race results: at least ${slowest.toFixed(1)}x faster than cheerio's default parse5 load (target ` +
      `${RACE_RESULT_TARGET}x: ${slowest >= RACE_RESULT_TARGET ? 'met' : 'NOT met'}).`,
  );
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runParserBench();
