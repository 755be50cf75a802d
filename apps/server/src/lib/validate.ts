import type { z } from 'zod';
import { notFound, validationFailed } from './errors.js';

/** Parses input with a contract schema; failures become a 400 with every field error together. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}

/** `{id}` path segments are positive integers that fit the id columns (API.md §1.1). */
export function isPathId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}

/** The id of an `{id}` path segment; anything else is a 404 (API.md §1.1). */
export function pathId(value: unknown): number {
  if (!isPathId(value)) throw notFound();
  return Number(value);
}

/**
 * A body value as text when it is a string or number, else ''. String() of a JSON object calls the
 * object's own `toString` key, which throws (a 500) when the client made that key a string.
 */
export const scalarText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
