// What the Inventory tab shows with no cards: nothing owned yet, or nothing the filters let through.
import { PackageOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** `filtered`: the racer owns sets, but none the search and filters let through. */
export function InventoryEmpty({ filtered = false, onAdd }: { filtered?: boolean; onAdd: () => void }) {
  return (
    <Card className="col-span-full flex flex-col items-center gap-3 text-center">
      <PackageOpen aria-hidden className="size-10 text-(--muted-foreground)" />
      <h2 className="text-lg font-bold">{filtered ? 'No matching tyre sets' : 'No Tyre Sets'}</h2>
      <p className="text-sm text-(--muted-foreground)">
        {filtered
          ? 'No tyre type matches the search and filters. Clear them, or add the set you are looking for.'
          : 'Add the tyres you own to see your stock, what it cost and how many laps each set has run.'}
      </p>
      <Button onClick={onAdd}>Add Your First Tyre Set</Button>
    </Card>
  );
}
