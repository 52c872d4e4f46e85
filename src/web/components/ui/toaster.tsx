// Where toasts appear: in one place on every screen and over every dialog, at the bottom just above the tab bar
// and the home page's action bar (--toast-bottom, styles.css), never over the header's buttons or a page's own;
// announced by sonner's live region, in the app's colours, with a 44 px 'Dismiss'.
import { X } from 'lucide-react';
import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { restorePendingToast, TOAST_DURATION_MS } from './toast';

const ABOVE_BOTTOM_BARS = 'var(--toast-bottom)';

const toastClass = [
  // Clickable even while a dialog has turned the page's pointer events off.
  'pointer-events-auto flex w-full items-start gap-2 rounded-xl border p-3 pl-4 font-sans shadow-lg',
  'border-(--border) bg-(--card) text-(--foreground)',
  'data-[type=error]:border-(--destructive) data-[type=error]:bg-(--destructive) data-[type=error]:text-(--destructive-foreground)',
].join(' ');

export function Toaster() {
  // Sonner drops toasts raised before it listens: the one carried across a reload waits for it.
  useEffect(() => restorePendingToast(), []);
  return (
    <Sonner
      position="bottom-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      offset={{ bottom: ABOVE_BOTTOM_BARS }}
      mobileOffset={{ bottom: ABOVE_BOTTOM_BARS, left: '0.75rem', right: '0.75rem' }}
      style={{ '--width': '28rem' } as CSSProperties}
      closeButton
      icons={{ close: <X aria-hidden className="size-5" />, error: null }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Dismiss',
        classNames: {
          toast: toastClass,
          content: 'min-w-0 flex-1 py-1',
          title: 'font-semibold',
          description: 'mt-0.5 text-sm opacity-90',
          actionButton:
            '-my-1 inline-flex min-h-11 shrink-0 items-center rounded-lg border border-current px-3 font-semibold',
          closeButton:
            'order-last -my-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:opacity-100',
        },
      }}
    />
  );
}
