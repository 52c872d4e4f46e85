// A form label; always tied to its control with htmlFor.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Label({
  className,
  htmlFor,
  children,
  ...props
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-medium', className)} {...props}>
      {children}
    </label>
  );
}
