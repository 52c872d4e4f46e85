// The toast queue of one: a new toast replaces the visible one, and each lasts TOAST_DURATION_MS.
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 5000;
const PENDING_KEY = 'pitboard-pending-toast';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type Toast = ToastInput & { id: number };

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(toast: Toast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput, durationMs = TOAST_DURATION_MS): void {
  clearTimeout(timer);
  publish({ ...input, id: nextId++ });
  timer = setTimeout(dismissToast, durationMs);
}

export function dismissToast(): void {
  clearTimeout(timer);
  publish(null);
}

/**
 * Shows a toast now and again after a page reload for the rest of its time, so that a sign-in or
 * sign-out, which reloads the page, does not swallow its own message.
 */
export function toastAcrossReload(input: ToastInput): void {
  toast(input);
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...input, until: Date.now() + TOAST_DURATION_MS }));
  } catch {
    // Without storage the toast is still seen until the page reloads.
  }
}

/** Called once at start-up: shows what toastAcrossReload left behind, if it has time left. */
export function restorePendingToast(): void {
  let pending: (ToastInput & { until: number }) | null = null;
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    pending = raw ? JSON.parse(raw) : null;
  } catch {
    return;
  }
  if (!pending || typeof pending.title !== 'string' || typeof pending.until !== 'number') return;
  const remaining = pending.until - Date.now();
  if (remaining <= 0) return;
  const { title, description, variant } = pending;
  toast({ title, description, variant }, remaining);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(subscribe, () => current);
}
