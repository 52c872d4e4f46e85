// A replay server holding Red Gum's synthetic pages under further track hosts as well (their links are
// relative), so each test can read a track of its own: no read one test left hanging is joined by the next.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PAGES_DIR } from '../../tools/liverc-replay/demo-pages.ts';
import { type ReplayServer, startReplayServer } from '../../tools/liverc-replay/replay-server.ts';

/** LiveRC's timeout in the hanging-LiveRC tests (`liveRcTimeoutMs`). */
export const HANG_TIMEOUT_MS = 2_000;
/** The timeout and a second, plus half a second for a busy machine; reads waited in turn took two or more. */
export const ANSWER_WITHIN_MS = HANG_TIMEOUT_MS + 1_500;
export const LATE = { message: 'LiveRC did not answer in time' };

const RED_GUM = 'https://redgum.liverc.com/';
const manifest = JSON.parse(readFileSync(path.join(DEMO_PAGES_DIR, 'manifest.json'), 'utf8')) as Record<
  string,
  unknown
>;
/** Red Gum's recorded pages, as paths under the track's root ('', 'events/', 'results/?p=...'). */
const recorded = Object.keys(manifest)
  .filter((url) => url.startsWith(RED_GUM) && typeof manifest[url] === 'string')
  .map((url) => url.slice(RED_GUM.length));

export const trackOf = (name: string) => `https://${name}.liverc.com/`;

/**
 * The track's pages whose path passes `which`: those recorded, and those LiveRC has not got (its /live/ page,
 * heat sheets 1 and 2), which hang as well when told to.
 */
export function pagesOf(name: string, which: (page: string) => boolean = () => true): string[] {
  const missing = ['live/', 'results/?p=view_heat_sheet&id=8810201', 'results/?p=view_heat_sheet&id=8810202'];
  return [...recorded, ...missing].filter(which).map((page) => `${trackOf(name)}${page}`);
}

/** A replay server with the demo pages, and Red Gum's under each of `names` too. */
export function startWithRedGumCopies(names: string[]): Promise<ReplayServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-red-gum-copies-'));
  const copies: Record<string, unknown> = { ...manifest };
  for (const url of Object.keys(copies))
    if (typeof copies[url] === 'string')
      copies[url] = path.relative(dir, path.join(DEMO_PAGES_DIR, copies[url] as string));
  for (const name of names)
    for (const page of recorded) copies[`${trackOf(name)}${page}`] = copies[`${RED_GUM}${page}`];
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(copies));
  return startReplayServer({ pagesDir: dir });
}

/** Pages one test makes hang; `releaseAll` (after each test) lets them answer again. */
export function hangingPages(replay: () => ReplayServer) {
  const hung: string[] = [];
  return {
    hang(urls: string[]): void {
      for (const url of urls) replay().setFault(url, { type: 'hang' });
      hung.push(...urls);
    },
    answer(url: string): void {
      replay().setFault(url, null);
    },
    releaseAll(): void {
      for (const url of hung.splice(0)) replay().setFault(url, null);
    },
  };
}
