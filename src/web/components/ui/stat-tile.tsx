// A figure with its label, as the summary tiles above results and events show them.
import { Card } from './card';

type StatTileProps = {
  label: string;
  value: string | number;
  /** A second line under the figure: whose fastest lap, why the copy is old. */
  note?: string | undefined;
  /** 'centred': the figure large above its label. 'label-first': the label on top, for figures that are words. */
  variant?: 'centred' | 'label-first';
};

export function StatTile({ label, value, note, variant = 'centred' }: StatTileProps) {
  if (variant === 'label-first') {
    return (
      <Card aria-label={label} padded={false} className="space-y-1 p-3 sm:p-4">
        <p className="text-xs font-semibold text-(--muted-foreground) uppercase">{label}</p>
        <p className="truncate text-lg font-bold">{value}</p>
        {note && <p className="truncate text-xs text-(--muted-foreground)">{note}</p>}
      </Card>
    );
  }
  return (
    <Card aria-label={label} padded={false} className="p-3 text-center sm:p-4">
      <p className="truncate text-xl font-bold">{value}</p>
      <p className="text-xs text-(--muted-foreground)">{label}</p>
      {note && <p className="truncate text-xs text-(--muted-foreground)">{note}</p>}
    </Card>
  );
}
