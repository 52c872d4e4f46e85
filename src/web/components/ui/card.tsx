// A bordered panel that groups one piece of content.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** `padded={false}` for content that runs to the edges (a wide table) and sets its own padding. */
export function Card({
  className,
  padded = true,
  ...props
}: ComponentProps<'section'> & { padded?: boolean }) {
  return (
    <section
      className={cn('rounded-xl border border-(--border) bg-(--card)', padded && 'p-4 sm:p-6', className)}
      {...props}
    />
  );
}
