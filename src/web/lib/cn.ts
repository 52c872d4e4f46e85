// Joins class names (skipping the falsy ones conditional styles produce) and lets a later Tailwind class
// win over an earlier one of the same kind, so a caller's `className` can override a component's default.
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
