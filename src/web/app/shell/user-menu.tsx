// The header menu: who is signed in, Stopwatch, Settings, About (what Pitboard is, and its version) and Logout.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Info, LogOut, type LucideIcon, Menu, Settings, Timer } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { version } from '../../../../package.json';
import type { CurrentUser } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { SettingsDialog } from '../../features/settings/components/settings-dialog';
import { QUEUED_WRITE } from '../../offline/queued-write';

function MenuItem({
  icon: Icon,
  children,
  ...props
}: DropdownMenu.DropdownMenuItemProps & { icon: LucideIcon }) {
  return (
    <DropdownMenu.Item
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-base outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-60 data-highlighted:bg-(--muted)"
      {...props}
    >
      <Icon aria-hidden className="size-5 text-(--muted-foreground)" />
      {children}
    </DropdownMenu.Item>
  );
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const queryClient = useQueryClient();

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
            <MenuItem icon={Timer} onSelect={() => navigate(paths.stopwatch)}>
              Stopwatch
            </MenuItem>
            <MenuItem icon={Settings} onSelect={() => setSettingsOpen(true)}>
              Settings
            </MenuItem>
            <MenuItem icon={Info} onSelect={() => setAboutOpen(true)}>
              About
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-(--border)" />
            <MenuItem
              icon={LogOut}
              disabled={logout.isPending}
              onSelect={(event) => {
                // Signing out wipes this racer's data from the phone, the changes not yet sent with it: ask.
                const unsent = queryClient.isMutating({ mutationKey: QUEUED_WRITE });
                if (unsent > 0) return setUnsent(unsent);
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
      <Dialog
        open={unsent > 0}
        onOpenChange={() => setUnsent(0)}
        title="Changes not sent yet"
        description={`${unsent === 1 ? '1 change is' : `${unsent} changes are`} saved on this phone only. Signing out now deletes ${unsent === 1 ? 'it' : 'them'}; with signal, ${unsent === 1 ? 'it is' : 'they are'} sent in a moment.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setUnsent(0)}>
            Stay signed in
          </Button>
          <Button variant="destructive" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {logout.isPending ? 'Logging out...' : 'Sign out and delete them'}
          </Button>
        </div>
      </Dialog>
      <Dialog open={aboutOpen} onOpenChange={setAboutOpen} title="About Pitboard">
        <div className="space-y-3">
          <p>
            Pitboard is a trackside companion for RC racers: live timing and results from LiveRC, lap
            analysis, a two-racer race timer, a tyre inventory that learns which tyres win, and your car setup
            sheets.
          </p>
          <p className="text-sm text-(--muted-foreground)">Version {version}</p>
        </div>
      </Dialog>
    </>
  );
}
