// The pieces of an inventory set that its grid row and its list line share: its condition badge, what it
// cost and when, the − and + that count its sets, the buttons that change it, and its practice sessions.
import { Copy, Flag, Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { setsText } from '../../../../domain/tyre-format';
import type { TyreItem } from '../../../../domain/tyres';
import { AssignTyresDialog } from '../../../components/race-log/assign-tyres-dialog';
import { ShareButton } from '../../../components/share-button';
import { TyreSessionsList } from '../../../components/tyre-sessions-list';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatMoney } from '../../../lib/format';
import { CONDITION_LABELS } from '../tyre-labels';
import type { TyreRowActions } from '../use-tyre-row-actions';

const CONDITION_BADGES: Record<TyreItem['condition'], BadgeVariant> = {
  new: 'default',
  used: 'secondary',
  worn: 'destructive',
};

/** A set waiting for its change looks it; its buttons ignore taps until the list has the result. */
const WAITING = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

export function ConditionBadge({ item }: { item: TyreItem }) {
  return <Badge variant={CONDITION_BADGES[item.condition]}>{CONDITION_LABELS[item.condition]}</Badge>;
}

export const priceText = (item: TyreItem): string =>
  item.purchasePrice === null ? 'No price' : formatMoney(item.purchasePrice, item.currency);

export const purchaseText = (item: TyreItem): string =>
  item.purchaseDate ? `Bought ${formatDate(item.purchaseDate)}` : 'No purchase date';

type SetButtonsProps = { item: TyreItem; actions: TyreRowActions };

/** − and + with the count between; `short`: the count as a bare number (the line of the list view). */
export function SetCount({ item, actions, short = false }: SetButtonsProps & { short?: boolean }) {
  const busy = actions.busy.has(item.id) || undefined;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        variant="secondary"
        className={cn('px-0', WAITING)}
        aria-label="Remove one set"
        aria-disabled={busy}
        onClick={() => actions.removeOne(item)}
      >
        <Minus aria-hidden className="size-5" />
      </Button>
      <span className={cn('text-center font-semibold tabular-nums', short ? 'min-w-6' : 'min-w-16')}>
        {short ? (
          <>
            {item.quantity}
            <span className="sr-only">{item.quantity === 1 ? ' set' : ' sets'}</span>
          </>
        ) : (
          setsText(item.quantity)
        )}
      </span>
      <Button
        variant="secondary"
        className={cn('px-0', WAITING)}
        aria-label="Add one set"
        aria-disabled={busy}
        onClick={() => actions.addOne(item)}
      >
        <Plus aria-hidden className="size-5" />
      </Button>
    </div>
  );
}

/** Add Set (one more bought today), Log a race, Edit and Delete. */
export function SetActions({ item, actions, onEdit }: SetButtonsProps & { onEdit: () => void }) {
  const busy = actions.busy.has(item.id) || undefined;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        variant="secondary"
        className={cn('px-3', WAITING)}
        aria-disabled={busy}
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
        aria-disabled={busy}
        onClick={() => actions.remove(item)}
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
      {item.id > 0 && <ShareButton kind="tyreSet" id={item.id} compact />}
    </div>
  );
}

/** The set's practice sessions, read only once the racer opens them: a list of many sets stays one request. */
export function PracticeSessions({ tyreId }: { tyreId: number }) {
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
