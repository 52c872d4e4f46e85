// Test helper: a page type's reader against its recorded readings (src/liverc/parsers/readings/*.json). Every
// saved LiveRC page, every synthetic and replay page (pages of other types must be refused as recorded) and edited
// pages that reach the reader's less common paths give exactly the recorded data and warnings. The readings were
// recorded from the readers this one replaced; a change to a reading is a change racers see, so review its diff.
// Re-record after a deliberate change with `npx vitest run -u src/liverc/parsers` (CI never writes them).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRealPages, readFixture, realPagesDir } from './pages.ts';

type Reader = (html: string, pageUrl: string) => { ok: boolean };

export type ReadingsCase = {
  /** The readings' file name, e.g. 'race-result'. */
  name: string;
  read: Reader;
  pageUrl: string;
  /** Other addresses every page is also read at (e.g. one without the id, which is then read from the page). */
  otherPageUrls?: string[];
  /** The saved pages' file names start with this. */
  prefix: string;
  /** The synthetic fixture's file name: `${prefix}.html` unless given. */
  fixture?: string;
  /** How many saved and replay pages are of this type (the tests check they were read, not refused). */
  realPages: number;
  replayPages: number;
  edits?: [string, (html: string) => string][];
};

const fixturesDir = new URL('../fixtures/', import.meta.url);
const replayDir = new URL('../../../../tools/liverc-replay/pages/', import.meta.url);

const htmlFiles = (dir: URL): URL[] =>
  readdirSync(fileURLToPath(dir))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => new URL(name, dir));

const shortName = (page: URL) => fileURLToPath(page).split('/').slice(-2).join('/');
const recorded = (name: string) => `./readings/${name}.json`;

export function describeReadings(reading: ReadingsCase): void {
  const { name, read, pageUrl, prefix } = reading;
  const fixture = reading.fixture ?? `${prefix}.html`;
  const urls = [pageUrl, ...(reading.otherPageUrls ?? [])];
  const readingsOf = (pages: [string, string][]) =>
    Object.fromEntries(
      pages.flatMap(([label, html]) => urls.map((url) => [`${label} @ ${url}`, read(html, url)])),
    );
  const snapshot = (readings: object) => `${JSON.stringify(readings, null, 1)}\n`;

  describeRealPages(`the ${name} reader on the saved LiveRC pages`, () => {
    const pages = htmlFiles(realPagesDir);
    it(`reads the saved ${name} pages`, () => {
      const own = pages.filter((page) => fileURLToPath(page).split('/').pop()?.startsWith(prefix));
      expect(own).toHaveLength(reading.realPages);
      for (const page of own) expect(read(readFileSync(page, 'utf8'), pageUrl).ok).toBe(true);
    });
    it('gives the recorded readings', async () => {
      const readings = readingsOf(pages.map((page) => [shortName(page), readFileSync(page, 'utf8')]));
      await expect(snapshot(readings)).toMatchFileSnapshot(recorded(`${name}.saved`));
    });
  });

  describe(`the ${name} reader on the synthetic, replay and edited pages`, () => {
    it(`reads the synthetic and replay ${name} pages`, () => {
      expect(read(readFixture(fixture), pageUrl).ok).toBe(true);
      const replays = htmlFiles(replayDir).filter((page) => read(readFileSync(page, 'utf8'), pageUrl).ok);
      expect(replays).toHaveLength(reading.replayPages);
    });
    it('gives the recorded readings', async () => {
      const page = readFixture(fixture);
      const edited = (reading.edits ?? []).map(([label, edit]): [string, string] => {
        const html = edit(page);
        expect(html, label).not.toBe(page);
        return [`edited: ${label}`, html];
      });
      const pages = [...htmlFiles(fixturesDir), ...htmlFiles(replayDir)].map((file): [string, string] => [
        shortName(file),
        readFileSync(file, 'utf8'),
      ]);
      await expect(snapshot(readingsOf([...pages, ...edited]))).toMatchFileSnapshot(recorded(name));
    });
  });
}
