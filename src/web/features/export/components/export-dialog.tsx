// Export: the racer's own data as CSV files a spreadsheet opens, one download each.
import { Download } from 'lucide-react';
import { apiPaths } from '../../../app/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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
        Download your data as CSV files for a spreadsheet. Stopwatch laps are exported from the Race Timer.
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
      </ul>
    </Dialog>
  );
}
