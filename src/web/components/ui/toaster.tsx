// Draws the visible toast near the top: below the header's buttons, clear of the tab bar and the keyboard.
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, useCurrentToast } from './toast-store';

export function Toaster() {
  const toast = useCurrentToast();
  const destructive = toast?.variant === 'destructive';
  return (
    // The live region stays mounted so screen readers announce each new toast placed inside it.
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center px-3 pt-[calc(env(safe-area-inset-top)+4rem)]"
    >
      {toast && (
        <div
          key={toast.id}
          data-variant={toast.variant ?? 'default'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl border p-3 pl-4 shadow-lg',
            destructive
              ? 'border-(--destructive) bg-(--destructive) text-(--destructive-foreground)'
              : 'border-(--border) bg-(--card) text-(--foreground)',
          )}
        >
          <div className="min-w-0 flex-1 py-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-0.5 text-sm opacity-90">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label="Dismiss"
            className="-my-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
