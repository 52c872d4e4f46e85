// Where the repository's synthetic LiveRC pages live, and which of their races the demo replays live.
import { fileURLToPath } from 'node:url';

export const DEMO_PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/** The last race of Red Gum's event: the 15-minute 1/8 Nitro Buggy A-Main. */
export const DEMO_LIVE_RACE_URL = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
