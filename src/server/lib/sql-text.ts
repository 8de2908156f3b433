import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/** User text inside LIKE must match literally: its wildcards and the escape character are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rows where any of `columns` contains `text` (case-insensitive, taken literally); no filter without text. */
export function containsText(columns: AnyColumn[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
