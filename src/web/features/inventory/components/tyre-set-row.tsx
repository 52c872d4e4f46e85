// One inventory row ('Set #N'): what it is, and the buttons to change it, sized for a thumb.
import { Copy, Flag, Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPounds } from '../../../../domain/tyre-format';
import type { TyreItem } from '../../../../domain/tyres';
import { AssignTyresDialog } from '../../../components/race-log/assign-tyres-dialog';
import { TyreSessionsList } from '../../../components/tyre-sessions-list';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { CONDITION_LABELS } from '../tyre-labels';
import type { TyreRowActions } from '../use-tyre-row-actions';
import { NumberSetsDialog } from './number-sets-dialog';

const CONDITION_BADGES: Record<TyreItem['condition'], BadgeVariant> = {
  new: 'default',
  used: 'secondary',
  worn: 'destructive',
};

/** A row waiting for its change looks it; its buttons ignore taps until the list has the result. */
const WAITING = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

type TyreSetRowProps = {
  item: TyreItem;
  actions: TyreRowActions;
  onEdit: () => void;
  /** List view: on a wide screen, facts and buttons on one line. */
  wide: boolean;
};

export function TyreSetRow({ item, actions, onEdit, wide }: TyreSetRowProps) {
  const nameId = useId();
  const busy = actions.busy.has(item.id);
  const purchased = item.purchaseDate ? formatDate(item.purchaseDate) : null;
  return (
    <li
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
      className={cn(
        'space-y-2 rounded-lg border border-(--border) p-3',
        wide && 'md:flex md:items-center md:justify-between md:gap-4 md:space-y-0',
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2">
            <span id={nameId} className="font-semibold">
              Set #{item.setNumber}
            </span>
            <Badge variant={CONDITION_BADGES[item.condition]}>{CONDITION_LABELS[item.condition]}</Badge>
          </p>
          <p className="font-semibold">
            {item.purchasePrice === null ? 'No price' : formatPounds(item.purchasePrice)}
          </p>
        </div>
        <p className="text-sm text-(--muted-foreground)">
          {purchased ? `Bought ${purchased}` : 'No purchase date'} · {plural(item.totalLaps, 'lap')}
        </p>
        <PracticeSessions tyreId={item.id} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className={cn('px-0', WAITING)}
            aria-label="Remove one set"
            aria-disabled={busy || undefined}
            onClick={() => actions.removeOne(item)}
          >
            <Minus aria-hidden className="size-5" />
          </Button>
          <span className="min-w-16 text-center font-semibold tabular-nums">
            {plural(item.quantity, 'set')}
          </span>
          <Button
            variant="secondary"
            className={cn('px-0', WAITING)}
            aria-label="Add one set"
            aria-disabled={busy || undefined}
            onClick={() => actions.addOne(item)}
          >
            <Plus aria-hidden className="size-5" />
          </Button>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className={cn('px-3', WAITING)}
            aria-disabled={busy || undefined}
            onClick={() => actions.duplicate(item)}
          >
            <Copy aria-hidden className="size-4" />
            Add Set
          </Button>
          <AssignTyresDialog
            preselectedTyreId={item.id}
            trigger={
              <Button variant="ghost" className="px-0" aria-label="Log a race">
                <Flag aria-hidden className="size-5" />
              </Button>
            }
          />
          <Button variant="ghost" className="px-0" aria-label="Edit" onClick={onEdit}>
            <Pencil aria-hidden className="size-5" />
          </Button>
          <Button
            variant="ghost"
            className={cn('px-0 text-(--destructive)', WAITING)}
            aria-label="Delete"
            aria-disabled={busy || undefined}
            onClick={() => actions.remove(item)}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
      {item.quantity > 1 && <NumberSetsDialog item={item} />}
    </li>
  );
}

/** The set's practice sessions, read only once the racer opens them: a list of many sets stays one request. */
function PracticeSessions({ tyreId }: { tyreId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-(--primary)">
        Practice sessions
      </summary>
      {open && <TyreSessionsList tyreId={tyreId} />}
    </details>
  );
}
