// One inventory set in the list view: a single line (its number, condition and laps, − and + beside them),
// so a phone shows a dozen sets a screen; a tap on the line opens the rest: price, date, the buttons that
// change it and its practice sessions.
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { lapsText } from '../../../../domain/tyre-format';
import type { TyreItem } from '../../../../domain/tyres';
import { cn } from '../../../lib/cn';
import type { TyreRowActions } from '../use-tyre-row-actions';
import { NumberSetsDialog } from './number-sets-dialog';
import {
  ConditionBadge,
  PracticeSessions,
  priceText,
  purchaseText,
  SetActions,
  SetCount,
} from './tyre-set-parts';

type TyreSetLineProps = { item: TyreItem; actions: TyreRowActions; onEdit: () => void };

export function TyreSetLine({ item, actions, onEdit }: TyreSetLineProps) {
  const nameId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <li aria-labelledby={nameId} aria-busy={actions.busy.has(item.id) || undefined} className="py-1">
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-1.5 rounded-lg px-1 text-left hover:bg-(--muted)"
        >
          {/* '#2' under its tyre's title says 'Set #2' in less room; a screen reader says it in full. */}
          <span id={nameId} className="shrink-0 font-semibold">
            <span className="sr-only">Set </span>#{item.setNumber}
          </span>
          <ConditionBadge item={item} />
          <span className="truncate text-sm text-(--muted-foreground)">{lapsText(item.totalLaps)}</span>
          <ChevronDown
            aria-hidden
            className={cn('ml-auto size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
        <SetCount item={item} actions={actions} short />
      </div>
      {open && (
        <div id={detailsId} className="space-y-2 px-1 pb-2">
          <p className="text-sm text-(--muted-foreground)">
            {priceText(item)} · {purchaseText(item)}
          </p>
          <SetActions item={item} actions={actions} onEdit={onEdit} />
          {item.quantity > 1 && <NumberSetsDialog item={item} />}
          <PracticeSessions tyreId={item.id} />
        </div>
      )}
    </li>
  );
}
