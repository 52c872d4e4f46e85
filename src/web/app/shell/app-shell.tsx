// The signed-in app: header, the current page, and the tab bar. Loaded only once signed in.
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../../../domain/auth';
import { useUnits } from '../../api/units';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useSwipe } from '../../lib/use-swipe';
import { AppHeader } from './app-header';
import { HomeActionBar } from './home-action-bar';
import { swipeTarget } from './swipe';
import { TabBar } from './tab-bar';

export function AppShell({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A horizontal swipe on the page moves between the tab screens.
  const swipe = useSwipe((dx, dy) => {
    const target = swipeTarget(pathname, dx, dy);
    if (target) navigate(target);
  });
  const home = pathname === paths.home || pathname === paths.dashboard;
  // The racer's units, read once here for every formatter (formatDate, money); a new date order draws the
  // page again, as its dates are plain text.
  const { dateOrder } = useUnits();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-(--background) p-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader user={user} />
      {/* Bottom padding keeps the last lines of every page clear of the fixed tab bar (and action bar). */}
      <main
        {...swipe}
        id="main"
        className={cn(
          'mx-auto w-full max-w-5xl flex-1 px-4 pt-4',
          home
            ? 'pb-[calc(9rem+env(safe-area-inset-bottom))]'
            : 'pb-[calc(5rem+env(safe-area-inset-bottom))]',
        )}
      >
        <Outlet key={dateOrder} />
      </main>
      {home && <HomeActionBar />}
      <TabBar />
      <ScrollRestoration />
    </div>
  );
}
