// Debian's Chromium driven by playwright-core. Outside CI a missing browser skips the browser tests
// loudly; in CI it fails them, because CI must prove the app in a real browser.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { describe, it } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const available = existsSync(chromiumPath);
const inCi = process.env.CI === 'true';

export function describeBrowser(name: string, body: () => void): void {
  if (available) {
    describe(name, body);
  } else if (inCi) {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`Chromium not found at ${chromiumPath}: CI cannot skip browser tests.`);
      });
    });
  } else {
    console.warn(
      `\n*** BROWSER TESTS SKIPPED: no Chromium at ${chromiumPath}. ` +
        'Install it (apt-get install -y chromium) or set CHROMIUM_PATH. ***\n',
    );
    describe.skip(name, body);
  }
}

// chromium-headless-shell refuses every notification permission; a test of notifications runs the full one.
const fullChromiumPath =
  process.env.CHROMIUM_FULL_PATH ||
  (chromiumPath.includes('headless-shell') ? '/usr/bin/chromium' : chromiumPath);

export function launchBrowser({ notifications = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: notifications ? fullChromiumPath : chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
