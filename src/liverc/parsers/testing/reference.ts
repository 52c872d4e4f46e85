// Test helper for the streaming readers (page-scan.ts, results-page-scan.ts) against the DOM readers they
// replaced (`*-dom.ts`): every field of the output must be the same on every saved LiveRC page, every synthetic
// and replay page (pages of other types must be refused alike) and on edited pages that reach the readers' less
// common paths.
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
  /** Other addresses every page is also read at (e.g. one without the id, which is then read from the page). */
  otherPageUrls?: string[];
  /** The saved pages' file names start with this. */
  prefix: string;
  /** The synthetic fixture's file name: `${prefix}.html` unless given. */
  fixture?: string;
  /**
   * For a reader that hands pages it cannot stream to its DOM reader (race result, event): whether the streaming
   * reader read this page itself. Every saved page of the type must be, or the comparison proves nothing.
   */
  streamed?: (html: string) => boolean;
  /** How many saved and replay pages are of this type (the tests check they were read, not refused). */
  realPages: number;
  replayPages: number;
  edits: [string, (html: string) => string][];
  /** Compares the readings of the fixture cut off at every this many characters too, where given. */
  cutEvery?: number;
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
  const fixture = reference.fixture ?? `${prefix}.html`;
  const expectSameReading = (html: string) => {
    for (const url of [pageUrl, ...(reference.otherPageUrls ?? [])])
      expect(streaming(html, url), url).toEqual(dom(html, url));
  };

  describeRealPages(`the streaming ${name} reader against the DOM reader, on the saved LiveRC pages`, () => {
    const pages = htmlFiles(realPagesDir);
    it(`reads the saved ${name} pages`, () => {
      const own = pages.filter((page) => fileURLToPath(page).split('/').pop()?.startsWith(prefix));
      expect(own).toHaveLength(reference.realPages);
      for (const page of own) {
        const html = readFileSync(page, 'utf8');
        expect(streaming(html, pageUrl).ok).toBe(true);
        if (reference.streamed) expect(reference.streamed(html)).toBe(true);
      }
    });
    it.each(pages.map(named))('%s', (_, page) => {
      expectSameReading(readFileSync(page, 'utf8'));
    });
  });

  describe(`the streaming ${name} reader against the DOM reader, on the synthetic and replay pages`, () => {
    const pages = [...htmlFiles(fixturesDir), ...htmlFiles(replayDir)];
    it(`reads the synthetic and replay ${name} pages`, () => {
      expect(streaming(readFixture(fixture), pageUrl).ok).toBe(true);
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
    const page = readFixture(fixture);
    it.each(reference.edits)('%s', (_, edit) => {
      const html = edit(page);
      expect(html).not.toBe(page);
      expectSameReading(html);
    });
  });

  const { cutEvery } = reference;
  if (cutEvery)
    describe(`the streaming ${name} reader against the DOM reader, on pages cut off anywhere`, () => {
      // A page cut inside a tag, a quoted value or a script: the element being written is in neither reading.
      it('reads every cut of the synthetic page alike', () => {
        const page = readFixture(fixture);
        for (let end = 0; end <= page.length; end += cutEvery) expectSameReading(page.slice(0, end));
      });
    });
}
