// The app's button: at least 44 px tall so a gloved or hurried thumb still hits it.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-(--primary) text-(--primary-foreground) hover:opacity-90',
  secondary: 'border border-(--border) bg-(--card) text-(--foreground) hover:bg-(--muted)',
  ghost: 'text-(--foreground) hover:bg-(--muted)',
  destructive: 'bg-(--destructive) text-(--destructive-foreground) hover:opacity-90',
  link: 'text-(--primary) underline-offset-4 hover:underline',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold',
    'transition-opacity disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  );

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
