// The top bar: app title, data status, the changes waiting for signal, the quick race-timer button and the menu;
// under it, with no signal, how old the screen's copy is.
import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../domain/auth';
import { paths } from '../../config/paths';
import { NoSignalBanner } from './no-signal-banner';
import { PendingChanges } from './pending-changes';
import { StatusIndicator } from './status-indicator';
import { UserMenu } from './user-menu';

export function AppHeader({ user }: { user: CurrentUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-(--border) bg-(--background)/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center px-2 text-xl font-extrabold tracking-tight text-(--primary)"
        >
          Pitboard
        </Link>
        <StatusIndicator />
        <div className="ml-auto flex items-center gap-1">
          <PendingChanges />
          <Link
            to={paths.stopwatch}
            aria-label="Open stopwatch"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-(--muted)"
          >
            <Timer aria-hidden className="size-6" />
          </Link>
          <UserMenu user={user} />
        </div>
      </div>
      <NoSignalBanner />
    </header>
  );
}
