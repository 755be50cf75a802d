import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flattenErrors, toFieldErrors } from './errors.js';

describe('DRF error shapes', () => {
  it('nests list errors with one object per element', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().min(1, 'Must be at least 1.') })) });
    const result = schema.safeParse({ items: [{ quantity: 2 }, { quantity: 0 }] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)).toEqual({ items: [{}, { quantity: ['Must be at least 1.'] }] });
  });

  it('puts object-level issues under non_field_errors', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'Nope.');
    const result = schema.safeParse({ a: 'x' });
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ non_field_errors: ['Nope.'] });
  });

  it('flattens bodies into one readable line', () => {
    expect(flattenErrors({ detail: 'Not found.' })).toBe('Not found.');
    expect(flattenErrors({ error: 'Invalid reset link' })).toBe('Invalid reset link');
    expect(flattenErrors({ email: ['Bad.'], non_field_errors: ['Whole.'] })).toBe('email: Bad., Whole.');
  });
});
