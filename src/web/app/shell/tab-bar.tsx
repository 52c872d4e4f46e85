// The bottom tab bar, where a thumb rests: six sections, the current one marked.
import {
  ChartLine,
  LayoutDashboard,
  type LucideIcon,
  Package,
  RadioTower,
  SlidersHorizontal,
  Trophy,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

type Tab = { label: string; to: string; icon: LucideIcon; alsoActiveOn?: readonly string[] };

const tabs: readonly Tab[] = [
  { label: 'Dashboard', to: paths.home, icon: LayoutDashboard, alsoActiveOn: [paths.dashboard] },
  { label: 'Live', to: paths.live, icon: RadioTower },
  { label: 'Inventory', to: paths.inventory, icon: Package },
  { label: 'Analysis', to: paths.analysis, icon: ChartLine },
  { label: 'Results', to: paths.results, icon: Trophy, alsoActiveOn: [paths.raceResults] },
  { label: 'Setup', to: paths.setupSheet, icon: SlidersHorizontal },
];

export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-(--border) bg-(--background)/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-6">
        {tabs.map(({ label, to, icon: Icon, alsoActiveOn }) => {
          const active = pathname === to || (alsoActiveOn?.includes(pathname) ?? false);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] leading-tight',
                  active
                    ? 'font-bold text-(--primary)'
                    : 'text-(--muted-foreground) hover:text-(--foreground)',
                )}
              >
                {active && (
                  <span aria-hidden className="absolute inset-x-3 top-0 h-0.5 rounded-full bg-(--primary)" />
                )}
                <Icon aria-hidden className="size-6" strokeWidth={active ? 2.5 : 2} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
