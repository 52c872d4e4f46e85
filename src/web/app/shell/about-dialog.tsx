// About: what Pitboard is, and which version is running.
import { version } from '../../../../package.json';
import { Dialog } from '../../components/ui/dialog';

export function AboutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="About Pitboard">
      <div className="space-y-3">
        <p>
          Pitboard is a trackside companion for RC racers: live timing and results from LiveRC, lap analysis,
          a two-racer race timer, a tyre inventory that learns which tyres win, and your car setup sheets.
        </p>
        <p className="text-sm text-(--muted-foreground)">Version {version}</p>
      </div>
    </Dialog>
  );
}
