// What the Assign Tyres dialog says when a save fails: the spec's texts, and whether the chosen set vanished.
import { ApiError } from '../../lib/api-error';
import type { ToastInput } from '../ui/toast';

export const TYRE_GONE_MESSAGE = 'Selected tire not found. Please select a different tire.';

/** The server's 404 for a set that is not (or no longer) the racer's (TYRE_NOT_FOUND in tyre-store.ts). */
export const tyreVanished = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.message === 'Tyre set not found';

export function saveFailureToast(error: unknown): ToastInput {
  const description = tyreVanished(error)
    ? TYRE_GONE_MESSAGE
    : `Failed to save race result: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`;
  return { title: 'Error', description, variant: 'destructive' };
}
