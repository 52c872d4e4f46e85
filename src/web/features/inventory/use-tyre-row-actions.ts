// What the buttons on an inventory row do: one set more or fewer, a duplicate bought today, removal with
// Undo. Held by the tab, not the row, so that Undo still works once its row is gone.
import { useState } from 'react';
import { duplicateSet } from '../../../domain/tyre-duplicate';
import { localIsoDate } from '../../../domain/tyre-format';
import type { TyreItem } from '../../../domain/tyres';
import { useAddTyre, useCountTyre, useRemoveTyre } from '../../api/tyres';
import { formatDate } from '../../lib/format';
import { restoreTyre } from './restore-tyre';
import { tyreToasts } from './tyre-toasts';

export type TyreRowActions = {
  /** Rows being removed or duplicated: their buttons wait, so two quick taps never make two copies. */
  busy: ReadonlySet<number>;
  addOne(item: TyreItem): void;
  /** The last set removes the row. */
  removeOne(item: TyreItem): void;
  duplicate(item: TyreItem): void;
  remove(item: TyreItem): void;
};

export function useTyreRowActions(): TyreRowActions {
  const add = useAddTyre();
  const count = useCountTyre();
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

  // A change of the count, shown at once: quick taps add up, here and with the racer's other phone.
  const changeCount = async (item: TyreItem, change: number) => {
    try {
      await count.mutateAsync({ id: item.id, change });
      tyreToasts.updated();
    } catch (error) {
      tyreToasts.updateFailed(error);
    }
  };

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
    addOne: (item) => void changeCount(item, 1),
    removeOne: (item) => void (item.quantity <= 1 ? remove(item) : changeCount(item, -1)),
    duplicate: (item) =>
      void whileBusy(item, () => addRow(duplicateSet(item, localIsoDate(new Date()), formatDate))),
    remove: (item) => void remove(item),
  };
}
