// 'Number these sets' on a lot of several sets bought together: each becomes a set of its own, with its own
// number, laps and condition. Asked first, because one row becomes several and the laps so far stay on one.
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { lapsText, setsText } from '../../../../domain/tyre-format';
import type { TyreItem } from '../../../../domain/tyres';
import { useNumberSets } from '../../../api/tyres';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { tyreToasts } from '../tyre-toasts';

export function NumberSetsDialog({ item }: { item: TyreItem }) {
  const [open, setOpen] = useState(false);
  const numberSets = useNumberSets();
  const confirm = () =>
    numberSets.mutate(item.id, {
      onSuccess: (sets) => {
        tyreToasts.numbered(sets);
        setOpen(false);
      },
      onError: tyreToasts.updateFailed,
    });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Number these sets"
      description={`Set #${item.setNumber} holds ${setsText(item.quantity)}.`}
      trigger={
        <Button variant="secondary" className="w-full">
          <ListOrdered aria-hidden className="size-5" />
          Number these sets
        </Button>
      }
    >
      <div className="space-y-3">
        <p>
          {`Each set becomes one of its own, with its own laps and condition: this one stays Set #${item.setNumber}, the others take the next free numbers of this tyre, at the same price, date and notes.`}
        </p>
        {item.totalLaps > 0 && (
          <p>{`The ${lapsText(item.totalLaps)} run so far stay on Set #${item.setNumber}.`}</p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={numberSets.isPending} onClick={confirm}>
            {numberSets.isPending ? 'Numbering...' : `Number ${item.quantity} sets`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
