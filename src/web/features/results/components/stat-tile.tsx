// A figure with its label, as the results screens' summary tiles show them.
import { Card } from '../../../components/ui/card';

export function StatTile({ label, value }: { label: string; value: string | number }) {
  return (
    <Card aria-label={label} padded={false} className="p-3 text-center sm:p-4">
      <p className="truncate text-xl font-bold">{value}</p>
      <p className="text-xs text-(--muted-foreground)">{label}</p>
    </Card>
  );
}
