// The home page's action bar, fixed just above the tab bar where a thumb finds it on every home tab however
// long the page: refresh, export, stopwatch, settings and share.
import { Download, type LucideIcon, Settings, Share2, Timer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ExportDialog } from '../../features/export/components/export-dialog';
import { RefreshButton } from '../../features/followed-track/components/refresh-button';
import { SettingsDialog } from '../../features/settings/components/settings-dialog';
import { sharePage } from '../../lib/share';

const actionClass =
  'inline-flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-semibold hover:bg-(--muted)';

export function HomeActionBar() {
  const [exportOpen, setExportOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <nav
      aria-label="Actions"
      // Toasts sit above it while it is shown (styles.css).
      data-action-bar
      className="fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 mx-auto flex max-w-5xl gap-1 border-t border-(--border) bg-(--card)/95 p-1 backdrop-blur sm:rounded-t-xl sm:border-x"
    >
      <RefreshButton className={actionClass} />
      <Action label="Export" icon={Download} onClick={() => setExportOpen(true)} />
      <Link to={paths.stopwatch} className={actionClass}>
        <Timer aria-hidden className="size-5" />
        Stopwatch
      </Link>
      <Action label="Settings" icon={Settings} onClick={() => setSettingsOpen(true)} />
      <Action
        label="Share"
        icon={Share2}
        onClick={() =>
          void sharePage('Pitboard', 'Live timing and results for RC racers', window.location.href)
        }
      />
      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} />
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </nav>
  );
}

function Action({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={actionClass}>
      <Icon aria-hidden className="size-5" />
      {label}
    </button>
  );
}
