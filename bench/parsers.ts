// The parser section of `npm run bench`: each page type's reader on every real saved LiveRC page it reads, the
// median of 20 runs after 10 warm-up runs, against these budgets: every page under 5 ms, the 614 KB
// track catalogue under 60 ms. A LiveRC request takes hundreds of milliseconds and a followed track is polled
// every 15 s, so these budgets keep parsing far below anything a racer waits on.
// `node --import tsx bench/parsers.ts` runs this section alone.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEntryList } from '../src/liverc/parsers/entry-list.ts';
import { parseEvent } from '../src/liverc/parsers/event.ts';
import { parseEventsList } from '../src/liverc/parsers/events-list.ts';
import { parsePracticeDay } from '../src/liverc/parsers/practice-day.ts';
import { parseRaceResult } from '../src/liverc/parsers/race-result.ts';
import { parseTrackCatalogue } from '../src/liverc/parsers/track-catalogue.ts';
import { parseTrackPage } from '../src/liverc/parsers/track-page.ts';

const RUNS = 60;
const WARM_UP_RUNS = 20;
const PAGE_BUDGET_MS = 5;
const CATALOGUE_BUDGET_MS = 60;
const pagesDir = new URL('../../shared/liverc/pages/', import.meta.url);

type PageParser = (html: string, url: string) => { ok: boolean };

// The page addresses from ../shared/liverc/pages/MANIFEST.md (the parsers resolve links against them).
const canberra = 'https://canberraoffroad.liverc.com';
const benches: { file: string; url: string; parse: PageParser }[] = [
  {
    file: 'track-catalogue_live-liverc-com.html',
    url: 'https://live.liverc.com/',
    parse: parseTrackCatalogue,
  },
  { file: 'track-dashboard_canberraoffroad.html', url: `${canberra}/`, parse: parseTrackPage },
  {
    file: 'track-dashboard_bayrc_bbrcc-offroad.html',
    url: 'https://bayrc.liverc.com/',
    parse: parseTrackPage,
  },
  {
    file: 'track-dashboard_thunderalley_live-racing.html',
    url: 'https://thunderalley.liverc.com/',
    parse: parseTrackPage,
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
    file: 'practice-day_canberraoffroad_2025-10-25.html',
    url: `${canberra}/practice/?p=session_list&d=2025-10-25`,
    parse: parsePracticeDay,
  },
];

export type ParserRow = { page: string; kb: number; ms: number; budgetMs: number };

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

export function runParserBench(): ParserRow[] {
  if (!existsSync(fileURLToPath(pagesDir))) {
    console.error(`No real LiveRC pages at ${fileURLToPath(pagesDir)}: nothing to measure.`);
    process.exit(1);
  }
  console.log(`Parse time per real LiveRC page, median of ${RUNS} runs after ${WARM_UP_RUNS} warm-up runs\n`);
  const rows = benches.map((bench): ParserRow => {
    const html = readFileSync(new URL(bench.file, pagesDir), 'utf8');
    if (!bench.parse(html, bench.url).ok) throw new Error(`${bench.file} did not parse`);
    const budgetMs = bench.parse === parseTrackCatalogue ? CATALOGUE_BUDGET_MS : PAGE_BUDGET_MS;
    const page = bench.file.replace(/\.html$/, '');
    return { page, kb: html.length / 1024, ms: medianMs(() => bench.parse(html, bench.url)), budgetMs };
  });
  const width = Math.max(...rows.map((row) => row.page.length));
  console.log(`${'page'.padEnd(width)}    KB       ms   budget`);
  for (const row of rows)
    console.log(
      `${row.page.padEnd(width)}  ${row.kb.toFixed(0).padStart(4)}  ${row.ms.toFixed(2).padStart(7)}  ` +
        `${String(row.budgetMs).padStart(4)} ms${row.ms > row.budgetMs ? '  OVER BUDGET' : ''}`,
    );
  const over = rows.filter((row) => row.ms > row.budgetMs);
  console.log(
    over.length === 0 ? '\nEvery page within its budget.' : `\n${over.length} page(s) over budget.`,
  );
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runParserBench();
