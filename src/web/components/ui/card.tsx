// A bordered panel that groups one piece of content.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border border-(--border) bg-(--card) p-4 sm:p-6', className)}
      {...props}
    />
  );
}
