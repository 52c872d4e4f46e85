// Every parser against every page: each accepts only its own page type, and none throws on any input.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from './common.ts';
import { parseEntryList } from './entry-list.ts';
import { parseEvent } from './event.ts';
import { parseEventsList } from './events-list.ts';
import { parseHeatSheet } from './heat-sheet.ts';
import { parsePracticeDay } from './practice-day.ts';
import { parseRaceResult } from './race-result.ts';
import { describeRealPages, readFixture, readRealPage, realPagesDir } from './testing/pages.ts';
import { parseTrackCatalogue } from './track-catalogue.ts';
import { parseTrackPage } from './track-page.ts';

const PARSERS: Record<string, (html: string, url: string) => ParseResult<unknown>> = {
  catalogue: parseTrackCatalogue,
  dashboard: parseTrackPage,
  eventsList: parseEventsList,
  event: parseEvent,
  entryList: parseEntryList,
  raceResult: parseRaceResult,
  practiceDay: parsePracticeDay,
  heatSheet: parseHeatSheet,
};
const URL_ = 'https://synthetic.liverc.com/results/?p=view_race_result&id=1';

const acceptedBy = (html: string) =>
  Object.entries(PARSERS)
    .filter(([, parse]) => parse(html, URL_).ok)
    .map(([name]) => name);

describe('each synthetic page is accepted only by its own parser', () => {
  it.each([
    ['track-catalogue.html', ['catalogue']],
    ['track-dashboard.html', ['dashboard']],
    ['events-list.html', ['eventsList']],
    ['event.html', ['event']],
    ['entry-list.html', ['entryList']],
    ['race-result.html', ['raceResult']],
    // The month view's right-hand panel is the current day's session list, so the day parser reads it too.
    ['practice-month.html', ['practiceDay']],
    ['practice-day.html', ['practiceDay']],
    ['practice-session.html', []],
    ['heat-sheet.html', ['heatSheet']],
  ])('%s', (name, expected) => {
    expect(acceptedBy(readFixture(name))).toEqual(expected);
  });
});

describe('odd input never throws', () => {
  const inputs = [
    '',
    '   \n',
    'not html at all',
    '<html><body><table><tr><td>',
    `${'<div>'.repeat(5000)}x`,
    '<script>racerLaps[1] = {</script><table class="track_list"><tbody><tr><td>',
    '\u0000\uFFFD<<<>>>&&&;',
    null as unknown as string,
  ];

  it.each(Object.keys(PARSERS))('%s answers a typed error or data for every odd input', (name) => {
    const parse = PARSERS[name];
    for (const input of inputs) {
      const result = parse?.(input, URL_);
      expect(result === undefined || typeof result.ok === 'boolean').toBe(true);
      expect(Array.isArray(result?.warnings)).toBe(true);
    }
  });

  it('a page URL that is not a URL does not break a parser', () => {
    expect(parseEvent(readFixture('event.html'), 'nonsense').ok).toBe(true);
    expect(parseRaceResult(readFixture('race-result.html'), '').ok).toBe(true);
  });
});

describeRealPages('each real page is accepted only by its own parser', () => {
  const expected: Record<string, string[]> = {
    'track-catalogue_live-liverc-com.html': ['catalogue'],
    'track-dashboard_canberraoffroad.html': ['dashboard'],
    'track-dashboard_bayrc_bbrcc-offroad.html': ['dashboard'],
    'track-dashboard_thunderalley_live-racing.html': ['dashboard'],
    'events-list_canberraoffroad.html': ['eventsList'],
    'event_486677_canberraoffroad.html': ['event'],
    'entry-list_silver-state.html': ['entryList'],
    'race-result_6304829_nitro-buggy-a-main.html': ['raceResult'],
    'race-result_6304822_electric-buggy-a3-main.html': ['raceResult'],
    'practice-month_canberraoffroad_2025-10.html': ['practiceDay'],
    'practice-day_canberraoffroad_2025-10-25.html': ['practiceDay'],
    'practice-session_21289501_daniel-quinton.html': [],
    // Qual points pages have no parser yet: every parser must refuse them rather than misread them.
    'qual-points_psycho-nitro-blast-2026_best-1-of-2.html': [],
  };

  it('covers every saved page', () => {
    const saved = readdirSync(fileURLToPath(realPagesDir)).filter((name) => name.endsWith('.html'));
    expect(saved.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (name, parsers) => {
    expect(acceptedBy(readRealPage(name))).toEqual(parsers);
  });

  it('never throws on truncated real pages', () => {
    for (const name of Object.keys(expected)) {
      const html = readRealPage(name);
      for (const fraction of [0.1, 0.5, 0.9]) {
        const cut = html.slice(0, Math.floor(html.length * fraction));
        for (const parse of Object.values(PARSERS)) expect(typeof parse(cut, URL_).ok).toBe('boolean');
      }
    }
  });
});
