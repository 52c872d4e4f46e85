// Swiping between the home tabs: live, inventory, analysis, results, in that order.
import { paths } from '../paths';

export const SWIPE_TABS: readonly string[] = [paths.live, paths.inventory, paths.analysis, paths.results];
const MIN_SWIPE_PX = 50;

/**
 * The tab a finished touch moves to, or null. A swipe counts when it is longer than 50 px and more
 * horizontal than vertical (so scrolling a page never changes tab); right-to-left goes to the next tab.
 */
export function swipeTarget(pathname: string, dx: number, dy: number): string | null {
  const index = SWIPE_TABS.indexOf(pathname);
  if (index === -1 || Math.abs(dx) <= MIN_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return SWIPE_TABS[dx < 0 ? index + 1 : index - 1] ?? null;
}
