// What the Inventory screen says after each change, in one place for the rows and the form.

import type { TyreItem } from '../../../domain/tyres';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-error';

export const ADD_FAILED = 'Failed to add tire to inventory';
export const UPDATE_FAILED = 'Failed to update inventory';
export const REMOVE_FAILED = 'Failed to remove item';

/**
 * Why a change failed, in the server's words: its field messages (a 400), else its message, else
 * `fallback` (no answer at all, or one not of our shape).
 */
export function failureDescription(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const fieldMessages = Object.values(error.fieldErrors).flat();
  if (fieldMessages.length > 0) return fieldMessages.join('. ');
  return error.message || fallback;
}

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: failureDescription(error, fallback), variant: 'destructive' });

export const tyreToasts = {
  added: () => toast({ title: 'Tire added to inventory' }),
  addFailed: (error: unknown) => failed(error, ADD_FAILED),
  updated: () => toast({ title: 'Inventory updated successfully' }),
  updateFailed: (error: unknown) => failed(error, UPDATE_FAILED),
  /** A lot numbered: the sets it became, by set number. */
  numbered: (sets: readonly TyreItem[]) =>
    toast({
      title: `${sets.length} sets numbered`,
      description: sets.map((set) => `Set #${set.setNumber}`).join(', '),
    }),
  /** With Undo, which puts the row back. */
  removed: (undo: () => void) =>
    toast({ title: 'Item removed from inventory', action: { label: 'Undo', onClick: undo } }),
  removeFailed: (error: unknown) => failed(error, REMOVE_FAILED),
};
