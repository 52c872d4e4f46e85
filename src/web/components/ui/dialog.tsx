// A modal dialog on Radix: focus kept inside, Escape and a tap outside close it, the page behind is inert,
// and the title is its accessible name.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Read after the title by screen readers and shown under it. */
  description?: string;
  /** The button that opens it (Radix's trigger: focus goes back to it on closing). */
  trigger?: ReactNode;
  /** Room for a table: the dialog takes most of a wide screen (and all of a phone's width). */
  wide?: boolean;
  /** The box's own classes (a height limit). */
  className?: string;
};

/** A tap on a toast is not a tap outside: dismissing 'Settings saved' must not close Settings. */
const keepOpenForToasts = (event: { target: EventTarget | null; preventDefault(): void }) => {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
    event.preventDefault();
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  wide = false,
  className,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/55" />
        <DialogPrimitive.Content
          // Without a description the content is its own: a separate one would repeat it to a screen reader.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={keepOpenForToasts}
          className={cn(
            // The bottom of the screen stays clear for a toast, which sits where it does on every screen
            // (--toast-room, styles.css): a phone's dialog starts near the top; on a wider screen it is centred.
            'fixed top-4 left-1/2 z-50 max-h-[calc(100dvh-1rem-var(--toast-room))] w-[calc(100%-2rem)] -translate-x-1/2 overflow-y-auto',
            'sm:top-1/2 sm:max-h-[calc(100dvh-2*var(--toast-room))] sm:-translate-y-1/2',
            'rounded-xl border border-(--border) bg-(--background) text-(--foreground) shadow-xl focus:outline-none',
            wide ? 'max-w-4xl' : 'max-w-md',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-(--border) py-1 pr-1 pl-4">
            <div className={description ? 'py-2' : undefined}>
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="text-sm text-(--muted-foreground)">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-(--muted)"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="p-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
