// `npm run bench`: how long each parser takes on every real saved LiveRC page, beside a plain cheerio
// parse of the same page (load, then read every table row's cells), median of 20 runs each.
// Target (issue 3): our race-result parse at least 3x faster than cheerio's. Then the live fan-out figure (fanout.ts),
// the sign-in flood figure (sign-in-flood.ts), the wire figure (wire.ts: compressed bytes, cached answers), the
// memory figure (memory.ts: cached answers and the signed-in check against a bare Fastify) and the
// database start (db-start.ts: PostgreSQL too with BENCH_DATABASE_URL).
// `npm run bench` gives V8 a 16 MB young generation (--max-semi-space-size): with the default, collecting one
// page's cheerio garbage landed in the next page's sub-millisecond runs and moved their median by a quarter.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import { parseEntryList } from '../src/liverc/parsers/entry-list.ts';
import { parseEvent } from '../src/liverc/parsers/event.ts';
import { parseEventsList } from '../src/liverc/parsers/events-list.ts';
import { parsePracticeDay } from '../src/liverc/parsers/practice-day.ts';
import { parsePracticeMonth } from '../src/liverc/parsers/practice-month.ts';
import { parsePracticeSession } from '../src/liverc/parsers/practice-session.ts';
import { parseRaceResult } from '../src/liverc/parsers/race-result.ts';
import { parseTrackCatalogue } from '../src/liverc/parsers/track-catalogue.ts';
import { parseTrackDashboard } from '../src/liverc/parsers/track-dashboard.ts';
import { runDbStartBench } from './db-start.ts';
import { runFanoutBench } from './fanout.ts';
import { runMemoryBench } from './memory.ts';
import { runSignInFloodBench } from './sign-in-flood.ts';
import { runWireBench } from './wire.ts';

const RUNS = 20;
// Enough for V8 to finish optimising both parsers: with 5, the figures still moved by a tenth from run to run.
const WARM_UP_RUNS = 50;
const RACE_RESULT_TARGET = 3;
const pagesDir = new URL('../../shared/liverc/pages/', import.meta.url);

type Parser = (html: string, url: string) => { ok: boolean };
type Bench = { file: string; url: string; parse: Parser };

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

/** The plain-cheerio baseline: load the page and read the text of every cell of every table row. */
function cheerioParse(html: string): number {
  const $ = cheerio.load(html);
  let cells = 0;
  $('table tr').each((_, row) => {
    cells += $(row)
      .find('td')
      .map((__, cell) => $(cell).text().trim())
      .get().length;
  });
  return cells;
}

function medianMs(run: () => unknown): number {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return ((times[RUNS / 2 - 1] ?? 0) + (times[RUNS / 2] ?? 0)) / 2;
}

if (!existsSync(fileURLToPath(pagesDir))) {
  console.error(`No real LiveRC pages at ${fileURLToPath(pagesDir)}: nothing to measure.`);
  process.exit(1);
}

console.log(`Parse time per real LiveRC page, median of ${RUNS} runs (after ${WARM_UP_RUNS} warm-up runs)\n`);
const rows = benches.map((bench) => {
  const html = readFileSync(new URL(bench.file, pagesDir), 'utf8');
  if (!bench.parse(html, bench.url).ok) throw new Error(`${bench.file} did not parse`);
  const ours = medianMs(() => bench.parse(html, bench.url));
  const baseline = medianMs(() => cheerioParse(html));
  return { page: bench.file.replace(/\.html$/, ''), kb: html.length / 1024, ours, baseline };
});

const width = Math.max(...rows.map((row) => row.page.length));
console.log(
  `${'page'.padEnd(width)}  ${'KB'.padStart(6)}  ${'ours ms'.padStart(8)}  ${'cheerio ms'.padStart(10)}  ratio`,
);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(width)}  ${row.kb.toFixed(0).padStart(6)}  ${row.ours.toFixed(2).padStart(8)}  ${row.baseline
      .toFixed(2)
      .padStart(10)}  ${(row.baseline / row.ours).toFixed(1)}x`,
  );
}

const raceRows = rows.filter((row) => row.page.startsWith('race-result'));
const slowest = Math.min(...raceRows.map((row) => row.baseline / row.ours));
const verdict = slowest >= RACE_RESULT_TARGET ? 'met' : 'NOT met';
console.log(
  `\nRace results: at least ${slowest.toFixed(1)}x faster than cheerio (target ${RACE_RESULT_TARGET}x: ${verdict}).`,
);

await runFanoutBench();
await runSignInFloodBench();
await runWireBench();
await runMemoryBench();
await runDbStartBench();
