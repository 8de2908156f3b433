import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later utilities are appended, so callers add rather than override conflicting ones. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
