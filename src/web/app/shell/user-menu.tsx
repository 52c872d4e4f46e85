// The header menu: who is signed in, Stopwatch, Settings, About and Logout.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Info, LogOut, Menu, Settings, Timer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../domain/auth';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { SettingsDialog } from '../../features/settings/components/settings-dialog';
import { AboutDialog } from './about-dialog';

function MenuItem({
  icon,
  children,
  ...props
}: DropdownMenu.DropdownMenuItemProps & { icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-base outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-60 data-highlighted:bg-(--muted)"
      {...props}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const iconClass = 'size-5 text-(--muted-foreground)';

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label="Open menu"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-(--muted)"
        >
          <Menu aria-hidden className="size-6" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 min-w-60 max-w-[calc(100vw-1rem)] rounded-xl border border-(--border) bg-(--background) p-1 text-(--foreground) shadow-lg"
          >
            <DropdownMenu.Label className="px-3 py-2">
              <p className="truncate font-semibold">{user.username}</p>
              {user.email && <p className="truncate text-sm text-(--muted-foreground)">{user.email}</p>}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-(--border)" />
            <MenuItem
              icon={<Timer aria-hidden className={iconClass} />}
              onSelect={() => navigate(paths.stopwatch)}
            >
              Stopwatch
            </MenuItem>
            <MenuItem
              icon={<Settings aria-hidden className={iconClass} />}
              onSelect={() => setSettingsOpen(true)}
            >
              Settings
            </MenuItem>
            <MenuItem icon={<Info aria-hidden className={iconClass} />} onSelect={() => setAboutOpen(true)}>
              About
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-(--border)" />
            <MenuItem
              icon={<LogOut aria-hidden className={iconClass} />}
              disabled={logout.isPending}
              onSelect={(event) => {
                // Keep the menu open so 'Logging out...' stays in view until the page reloads.
                event.preventDefault();
                logout.mutate();
              }}
            >
              {logout.isPending ? 'Logging out...' : 'Logout'}
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <AboutDialog open={aboutOpen} onOpenChange={setAboutOpen} />
    </>
  );
}
