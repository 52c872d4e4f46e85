// A text input sized for thumbs; 16 px text stops iOS from zooming the page on focus.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-3 text-base text-(--foreground)',
        'placeholder:text-(--muted-foreground) aria-invalid:border-(--destructive)',
        className,
      )}
      {...props}
    />
  );
}
