// One inventory set in the grid view ('Set #N'): what it is, and the buttons to change it, sized for a thumb.
import { useId } from 'react';
import { lapsText } from '../../../../domain/tyre-format';
import type { TyreItem } from '../../../../domain/tyres';
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

type TyreSetRowProps = { item: TyreItem; actions: TyreRowActions; onEdit: () => void };

export function TyreSetRow({ item, actions, onEdit }: TyreSetRowProps) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      aria-busy={actions.busy.has(item.id) || undefined}
      className="space-y-2 rounded-lg border border-(--border) p-3"
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2">
            <span id={nameId} className="font-semibold">
              Set #{item.setNumber}
            </span>
            <ConditionBadge item={item} />
          </p>
          <p className="font-semibold">{priceText(item)}</p>
        </div>
        <p className="text-sm text-(--muted-foreground)">
          {purchaseText(item)} · {lapsText(item.totalLaps)}
        </p>
        <PracticeSessions tyreId={item.id} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SetCount item={item} actions={actions} />
        <SetActions item={item} actions={actions} onEdit={onEdit} />
      </div>
      {item.quantity > 1 && <NumberSetsDialog item={item} />}
    </li>
  );
}
