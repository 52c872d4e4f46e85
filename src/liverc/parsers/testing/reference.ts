// Test helper for the streaming readers (page-scan.ts) against the DOM readers they replaced (`*-dom.ts`): every
// field of the output must be the same on every saved LiveRC page, every synthetic and replay page (pages of
// other types must be refused alike) and on edited pages that reach the readers' less common paths.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRealPages, readFixture, realPagesDir } from './pages.ts';

type Reader = (html: string, pageUrl: string) => { ok: boolean };

export type ReferenceCase = {
  /** e.g. 'practice day'. */
  name: string;
  streaming: Reader;
  dom: Reader;
  pageUrl: string;
  /** The saved pages' and the synthetic fixture's file names start with this. */
  prefix: string;
  /** How many saved and replay pages are of this type (the tests check they were read, not refused). */
  realPages: number;
  replayPages: number;
  edits: [string, (html: string) => string][];
};

const fixturesDir = new URL('../fixtures/', import.meta.url);
const replayDir = new URL('../../../../tools/liverc-replay/pages/', import.meta.url);

const htmlFiles = (dir: URL): URL[] =>
  readdirSync(fileURLToPath(dir))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => new URL(name, dir));

const named = (page: URL): [string, URL] => [fileURLToPath(page).split('/').slice(-2).join('/'), page];

export function describeSameReadings(reference: ReferenceCase): void {
  const { name, streaming, dom, pageUrl, prefix } = reference;
  const expectSameReading = (html: string) => {
    const read = streaming(html, pageUrl);
    expect(read).toEqual(dom(html, pageUrl));
    return read;
  };

  describeRealPages(`the streaming ${name} reader against the DOM reader, on the saved LiveRC pages`, () => {
    const pages = htmlFiles(realPagesDir);
    it(`reads the saved ${name} pages`, () => {
      const own = pages.filter((page) => fileURLToPath(page).split('/').pop()?.startsWith(prefix));
      expect(own).toHaveLength(reference.realPages);
      for (const page of own) expect(streaming(readFileSync(page, 'utf8'), pageUrl).ok).toBe(true);
    });
    it.each(pages.map(named))('%s', (_, page) => {
      expectSameReading(readFileSync(page, 'utf8'));
    });
  });

  describe(`the streaming ${name} reader against the DOM reader, on the synthetic and replay pages`, () => {
    const pages = [...htmlFiles(fixturesDir), ...htmlFiles(replayDir)];
    it(`reads the synthetic and replay ${name} pages`, () => {
      expect(streaming(readFixture(`${prefix}.html`), pageUrl).ok).toBe(true);
      const replays = htmlFiles(replayDir).filter(
        (page) => streaming(readFileSync(page, 'utf8'), pageUrl).ok,
      );
      expect(replays).toHaveLength(reference.replayPages);
    });
    it.each(pages.map(named))('%s', (_, page) => {
      expectSameReading(readFileSync(page, 'utf8'));
    });
  });

  describe(`the streaming ${name} reader against the DOM reader, on edited pages`, () => {
    const page = readFixture(`${prefix}.html`);
    it.each(reference.edits)('%s', (_, edit) => {
      const html = edit(page);
      expect(html).not.toBe(page);
      expectSameReading(html);
    });
  });
}
