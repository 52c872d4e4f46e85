// A modal dialog on the native <dialog>: focus trap, Escape and the top layer come from the browser.
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Room for a table: the dialog takes most of a wide screen (and all of a phone's width). */
  wide?: boolean;
};

export function Dialog({ open, onOpenChange, title, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape, built into <dialog>.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape and close() both end here, so React's state follows whatever closed it.
      onClose={() => onOpenChange(false)}
      // A tap on the backdrop lands on the <dialog> itself, never on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border border-(--border) bg-(--background) p-0 text-(--foreground) shadow-xl',
        wide ? 'max-w-4xl' : 'max-w-md',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-(--border) py-1 pr-1 pl-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          aria-label="Close"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-(--muted)"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="p-4">{children}</div>
    </dialog>
  );
}
