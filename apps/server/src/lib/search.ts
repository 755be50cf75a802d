import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `?search=` (API.md §1.5): split on whitespace; every word must match one of the fields,
 * case-insensitively, as a substring. LIKE wildcards in the words are matched literally.
 */
export function searchCondition(
  term: unknown,
  fields: (AnyPgColumn | SQL)[],
  /** Another way a word may match (an order's number, say). */
  alsoMatches: (word: string) => SQL | undefined = () => undefined,
): SQL | undefined {
  if (typeof term !== 'string') return undefined;
  const words = term.trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  // No stored text holds U+0000 (PostgreSQL refuses it, even in a LIKE pattern): such a word matches nothing.
  if (words.some((word) => word.includes('\u0000'))) return sql`false`;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...fields.map((field) => ilike(field as AnyPgColumn, pattern)), alsoMatches(word)) as SQL;
    }),
  );
}

export const lower = (column: AnyPgColumn) => sql`lower(${column})`;
