// Toasts on sonner: one visible at a time for 5 s, a new one replacing it; and a toast that outlives a reload.
import { toast as sonner } from 'sonner';

export const TOAST_DURATION_MS = 5000;
const PENDING_KEY = 'pitboard-pending-toast';

export type ToastInput = {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | undefined;
  /** One button in the toast, e.g. Undo; tapping it also closes the toast. */
  action?: { label: string; onClick: () => void } | undefined;
};

export function toast(
  { title, description, variant, action }: ToastInput,
  durationMs = TOAST_DURATION_MS,
): void {
  // One message at a time: the newest is the one that matters, and a queue would outlast the moment.
  sonner.dismiss();
  const options = { description, duration: durationMs, action } as const;
  if (variant === 'destructive') sonner.error(title, options);
  else sonner(title, options);
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

/** Called once the toaster is on screen: shows what toastAcrossReload left behind, if it has time left. */
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
