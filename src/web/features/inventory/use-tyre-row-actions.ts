// What the buttons on an inventory row do: one set more or fewer, a duplicate bought today, removal with
// Undo. Held by the tab, not the row, so that Undo still works once its row is gone.
import { useState } from 'react';
import { duplicateSet } from '../../../domain/tyre-duplicate';
import { localIsoDate } from '../../../domain/tyre-format';
import type { TyreItem } from '../../../domain/tyres';
import { useAddTyre, useRemoveTyre, useUpdateTyre } from '../../api/tyres';
import { restoreTyre } from './restore-tyre';
import { tyreToasts } from './tyre-toasts';

export type TyreRowActions = {
  /** Rows with a change on its way: their buttons wait, so two quick taps never send the same quantity. */
  busy: ReadonlySet<number>;
  addOne(item: TyreItem): void;
  /** The last set removes the row. */
  removeOne(item: TyreItem): void;
  duplicate(item: TyreItem): void;
  remove(item: TyreItem): void;
};

export function useTyreRowActions(): TyreRowActions {
  const add = useAddTyre();
  const update = useUpdateTyre();
  const removal = useRemoveTyre();
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const whileBusy = async (item: TyreItem, change: () => Promise<void>) => {
    if (busy.has(item.id)) return;
    setBusy((ids) => new Set(ids).add(item.id));
    try {
      await change();
    } finally {
      setBusy((ids) => new Set([...ids].filter((id) => id !== item.id)));
    }
  };

  const setQuantity = (item: TyreItem, quantity: number) =>
    whileBusy(item, async () => {
      try {
        await update.mutateAsync({ id: item.id, patch: { quantity } });
        tyreToasts.updated();
      } catch (error) {
        tyreToasts.updateFailed(error);
      }
    });

  const addRow = async (body: Parameters<typeof add.mutateAsync>[0]) => {
    try {
      await add.mutateAsync(body);
      tyreToasts.added();
    } catch (error) {
      tyreToasts.addFailed(error);
    }
  };

  const remove = (item: TyreItem) =>
    whileBusy(item, async () => {
      try {
        await removal.mutateAsync(item.id);
      } catch (error) {
        tyreToasts.removeFailed(error);
        return;
      }
      tyreToasts.removed(() => void addRow(restoreTyre(item)));
    });

  return {
    busy,
    addOne: (item) => void setQuantity(item, item.quantity + 1),
    removeOne: (item) => void (item.quantity <= 1 ? remove(item) : setQuantity(item, item.quantity - 1)),
    duplicate: (item) => void whileBusy(item, () => addRow(duplicateSet(item, localIsoDate(new Date())))),
    remove: (item) => void remove(item),
  };
}
