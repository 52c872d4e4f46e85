// A small label: a status, a count, a category.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'destructive'
  | 'live'
  | 'upcoming'
  | 'muted'
  | 'online'
  | 'syncing'
  | 'offline';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-(--primary) text-(--primary-foreground)',
  secondary: 'bg-(--muted) text-(--foreground)',
  outline: 'border border-(--border) text-(--foreground)',
  destructive: 'bg-(--destructive) text-(--destructive-foreground)',
  live: 'bg-red-600 text-white',
  upcoming: 'bg-blue-600 text-white',
  muted: 'bg-(--muted) text-(--muted-foreground)',
  // Live data's three states, in the header badge's colours.
  online: 'border border-(--live) text-(--live)',
  syncing: 'border border-(--sync) text-(--sync)',
  offline: 'border border-(--destructive) text-(--destructive)',
};

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
