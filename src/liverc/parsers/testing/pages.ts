// Test helpers: reads the repository's synthetic fixtures and the real saved LiveRC pages in ../shared.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const fixturesDir = new URL('../fixtures/', import.meta.url);
/** `../shared/liverc/pages/` beside the repository (this file sits in src/liverc/parsers/testing/). */
export const realPagesDir = new URL('../../../../../shared/liverc/pages/', import.meta.url);
const realPagesPresent = existsSync(fileURLToPath(realPagesDir));

export const readFixture = (name: string): string => readFileSync(new URL(name, fixturesDir), 'utf8');
export const readRealPage = (name: string): string => readFileSync(new URL(name, realPagesDir), 'utf8');

/**
 * Runs conformance tests over the real saved pages. They are skipped, loudly, only where ../shared is absent;
 * in CI a missing folder fails instead, because CI must prove the parsers against real pages.
 */
export function describeRealPages(name: string, body: () => void): void {
  if (!realPagesPresent && process.env.CI === 'true') {
    describe(name, () => {
      it('needs the real pages', () => {
        throw new Error(
          `Real LiveRC pages not found at ${fileURLToPath(realPagesDir)}: CI cannot skip them.`,
        );
      });
    });
    return;
  }
  if (!realPagesPresent) {
    console.warn(`\n*** REAL-PAGE TESTS SKIPPED (${name}): no ${fileURLToPath(realPagesDir)} ***\n`);
  }
  // Vitest runs a skipped describe's body to collect its tests, and these bodies read the pages: so without
  // the folder the body is replaced by one placeholder test.
  describe.skipIf(!realPagesPresent)(
    name,
    realPagesPresent ? body : () => it('needs ../shared/liverc/pages'),
  );
}

/** Narrows a parse result for assertions, failing the test with the parser's error when it did not parse. */
export function expectOk<T>(result: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(`expected a parse, got error '${result.error}'`);
  return result.data;
}
