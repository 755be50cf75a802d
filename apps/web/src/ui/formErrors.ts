import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api';

/**
 * Puts the server's 400 field errors (`{"name": ["..."]}`) under the fields they belong to, so the
 * person sees each message next to what to fix. Returns true when at least one field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object')
    return false;
  let applied = false;
  for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (!fields.includes(key) || !Array.isArray(value)) continue;
    const first = value.find((v) => typeof v === 'string');
    if (typeof first !== 'string') continue;
    setError(key as Path<T>, { type: 'server', message: first });
    applied = true;
  }
  return applied;
}

/** Scrolls the first field with an error into view (forms focus it too). */
export function scrollToFirstError(formId: string): void {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`);
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid?.focus({ preventScroll: true });
  });
}

/**
 * A zod resolver plus checks across fields that run even when other fields are invalid (zod skips an
 * object's refinements while any field fails), so every problem shows at once on submit.
 */
export function resolverWith<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  check: (values: TIn) => Partial<Record<string, string | false | null | undefined>>,
): Resolver<TIn, unknown, TOut> {
  const base = zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra = Object.entries(check(values)).filter((entry): entry is [string, string] => !!entry[1]);
    if (extra.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [field, message] of extra) errors[field] ??= { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
}
