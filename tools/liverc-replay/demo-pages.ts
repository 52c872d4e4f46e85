// Where the repository's synthetic LiveRC pages live, and which of their races the demo replays live.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEMO_PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/** The last race of Red Gum's event: the 15-minute 1/8 Nitro Buggy A-Main. */
export const DEMO_LIVE_RACE_URL = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';

/** Every address the replay answers for Red Gum from these pages, its `/live/` page too (for faults and counts). */
export function demoRedGumPages(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('./pages/manifest.json', import.meta.url), 'utf8'));
  const redGum = 'https://redgum.liverc.com/';
  return [...Object.keys(manifest).filter((url) => url.startsWith(redGum)), `${redGum}live/`];
}
