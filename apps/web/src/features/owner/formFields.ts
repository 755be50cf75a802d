import { DEFAULT_MESSAGES } from '@dishcraft/contract';
import { z } from 'zod';

/** A NumberInput's value (number, or '' when empty) as a required number with a minimum. */
export function numberField(min: number, opts: { integer?: boolean; minMessage?: string } = {}) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z
      .number({ error: DEFAULT_MESSAGES.required })
      .refine((n) => !opts.integer || Number.isInteger(n), { error: DEFAULT_MESSAGES.wholeNumber })
      .refine((n) => n >= min, { error: opts.minMessage ?? DEFAULT_MESSAGES.atLeast(min) }),
  );
}

/** Appends a FormData value for every entry that is not undefined (booleans and numbers as text). */
export function formData(values: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Blob) body.set(key, value);
    else body.set(key, value === null ? '' : String(value));
  }
  return body;
}
