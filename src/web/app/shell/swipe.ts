// Swiping between tabs: the home page's tabs (live, inventory, analysis, results) and the screens of the same
// names, in that order.
import { paths } from '../../config/paths';

export const SWIPE_TABS: readonly string[] = [paths.live, paths.inventory, paths.analysis, paths.results];
const MIN_SWIPE_PX = 50;

/**
 * The tab a finished touch moves to from `current`, or null. A swipe counts when it is longer than 50 px and
 * more horizontal than vertical (so scrolling a page never changes tab); right-to-left goes to the next tab.
 */
export function swipeTo<T>(tabs: readonly T[], current: T, dx: number, dy: number): T | null {
  const index = tabs.indexOf(current);
  if (index === -1 || Math.abs(dx) <= MIN_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return tabs[dx < 0 ? index + 1 : index - 1] ?? null;
}

/** The screen a swipe moves to from `pathname`, or null. */
export const swipeTarget = (pathname: string, dx: number, dy: number): string | null =>
  swipeTo(SWIPE_TABS, pathname, dx, dy);
