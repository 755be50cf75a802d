import { DEFAULT_MESSAGES, type FieldErrors, toFieldErrors } from '@dishcraft/contract';
import { z } from 'zod';
import { scalarText } from './validate.js';

/**
 * Parses a body field by field, so the fields that are valid can still be checked against the
 * database while the others' errors are collected: every error is reported together (API.md §1.2).
 * On `update` only the fields sent are read.
 */
export function parseFields<S extends z.ZodObject>(
  schema: S,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
): { data: Partial<z.output<S>>; errors: FieldErrors } {
  const data: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    // PUT and PATCH are partial (API.md §1.3): a field not sent keeps its value.
    if (mode === 'update' && body[key] === undefined) continue;
    const result = field.safeParse(body[key]);
    if (result.success) {
      if (result.data !== undefined) data[key] = result.data;
    } else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })));
  }
  return {
    data: data as Partial<z.output<S>>,
    errors: issues.length ? toFieldErrors(new z.ZodError(issues)) : {},
  };
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** A path-like reference from a body (`"3"` or `3`) as a number, or undefined when blank or malformed. */
export function bodyId(value: unknown): number | undefined {
  const text = scalarText(value).trim();
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

/** The error for a body reference that `bodyId` could not resolve to a visible object. */
export function unknownReference(object: string, value: unknown): string {
  const text = scalarText(value).trim();
  return /^\d+$/.test(text) ? DEFAULT_MESSAGES.doesNotExist(object, text) : DEFAULT_MESSAGES.wholeNumber;
}

export const isBlankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
