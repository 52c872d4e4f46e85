// Export: the racer's own data as CSV files a spreadsheet opens, one download each.
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiPaths } from '../../../config/paths';
import { downloadText } from '../../../lib/download';
import { formatTimeOfDay } from '../../../lib/format';
import { allLapsCsv } from '../../../lib/stopwatch/lap-csv';
import { loadTimers } from '../../../lib/stopwatch/stopwatch-storage';

const FILES = [
  { dataset: 'tire-inventory', label: 'Tyre inventory' },
  { dataset: 'race-results-with-tires', label: 'Race results with tyres' },
  { dataset: 'setup-sheets', label: 'Setup sheets' },
] as const;

export function ExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Export">
      <p className="mb-3 text-sm text-(--muted-foreground)">
        Download your data as CSV files for a spreadsheet.
      </p>
      <ul className="space-y-2">
        {FILES.map((file) => (
          <li key={file.dataset}>
            <a
              href={apiPaths.exportCsv(file.dataset)}
              download
              className={buttonClasses('secondary', 'w-full justify-start')}
            >
              <Download aria-hidden className="size-4" />
              {file.label} (CSV)
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={downloadStopwatchLaps}
            className={buttonClasses('secondary', 'w-full justify-start')}
          >
            <Download aria-hidden className="size-4" />
            Stopwatch laps (CSV)
          </button>
        </li>
      </ul>
    </Dialog>
  );
}

/** The Race Timer's laps live on this phone only, so they are written here rather than by the server. */
function downloadStopwatchLaps(): void {
  const day = new Date().toISOString().slice(0, 10);
  downloadText(`pitboard-stopwatch-laps-${day}.csv`, allLapsCsv(loadTimers(localStorage), formatTimeOfDay));
}
