import { z } from 'zod';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES } from './messages.js';
import { parseCents } from './money.js';

/** A field left out, null or empty: what the optional fields read as not given. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

interface TextRules {
  /** Message for a missing, null or blank value. */
  required?: string;
  /** Accept "" (stored as ""), e.g. optional phone numbers. */
  allowBlank?: boolean;
  min?: readonly [number, string];
  max?: readonly [number, string];
  pattern?: readonly [RegExp, string];
  /** Passwords keep their surrounding whitespace (API.md §1.3). */
  trim?: boolean;
}

/**
 * A text field that reports exactly one message per failure, in the order the spec checks them:
 * required → min → max → pattern → no NUL character. Input is trimmed unless `trim: false`.
 */
export function text(rules: TextRules = {}) {
  const required = rules.required ?? DEFAULT_MESSAGES.required;
  const base = z.string({ error: required });
  const trimmed = rules.trim === false ? base : base.trim();
  return trimmed.check((ctx) => {
    const value = ctx.value;
    const fail = (message: string): void => {
      ctx.issues.push({ code: 'custom', message, input: value });
    };
    if (value === '') {
      if (!rules.allowBlank) fail(required);
      return;
    }
    if (rules.min && value.length < rules.min[0]) return fail(rules.min[1]);
    if (rules.max && value.length > rules.max[0]) return fail(rules.max[1]);
    if (rules.pattern && !rules.pattern[0].test(value)) return fail(rules.pattern[1]);
    if (value.includes('\u0000')) fail(DEFAULT_MESSAGES.nulCharacter);
  });
}

/** Optional free text with only a length cap; missing becomes "". */
export function optionalText(max: number) {
  return text({ allowBlank: true, max: [max, DEFAULT_MESSAGES.maxChars(max)] })
    .nullish()
    .transform((v) => v ?? '');
}

/** Booleans as API.md §1.3 reads them: true/false, 1/0, yes/no, on/off in any case. */
export const boolish = z.preprocess(
  (value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(v)) return true;
      if (['false', '0', 'no', 'off'].includes(v)) return false;
    }
    return value;
  },
  z.boolean({ error: DEFAULT_MESSAGES.boolean }),
);

export function choice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? DEFAULT_MESSAGES.required
        : DEFAULT_MESSAGES.choice(shown(issue.input), options),
  });
}

/**
 * A refused value as the message quotes it. String() would call a JSON object's own `toString` key, which
 * throws when that key holds a string; lists and objects are quoted as JSON, cut to a readable length.
 */
function shown(input: unknown): string {
  const text = typeof input === 'object' ? JSON.stringify(input) : String(input);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Integer from a number or digit string (ids, counts, query parameters). */
export function integer(opts: { min?: number; max?: number; required?: string } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? (opts.required ?? DEFAULT_MESSAGES.required)
            : DEFAULT_MESSAGES.wholeNumber,
      })
      .check((ctx) => {
        const v = ctx.value;
        const fail = (message: string): void => {
          ctx.issues.push({ code: 'custom', message, input: v });
        };
        if (!Number.isInteger(v)) return fail(DEFAULT_MESSAGES.wholeNumber);
        if (opts.min !== undefined && v < opts.min) return fail(DEFAULT_MESSAGES.atLeast(opts.min));
        if (opts.max !== undefined && v > opts.max) fail(DEFAULT_MESSAGES.atMost(opts.max));
      }),
  );
}

/** The largest id PostgreSQL's `integer` holds; larger references simply do not exist. */
export const MAX_ID = 2_147_483_647;

/**
 * A quantity in (API.md §1.4): a number or numeric string with at most 3 decimals (float noise
 * tolerated), strictly positive, at most `max`. The output is the number rounded to thousandths.
 */
export function quantityInput(max: number) {
  return z.unknown().transform((value, ctx): number => {
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (isBlank(value) || (typeof value === 'string' && value.trim() === '')) return fail(DEFAULT_MESSAGES.required);
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return fail(DEFAULT_MESSAGES.number);
    const thousandths = Math.round(n * 1000);
    if (Math.abs(n * 1000 - thousandths) > 0.001) return fail(DEFAULT_MESSAGES.decimals(3));
    if (thousandths <= 0) return fail(DEFAULT_MESSAGES.positive);
    if (n > max) return fail(DEFAULT_MESSAGES.atMost(max));
    return thousandths / 1000;
  });
}

/**
 * Money in (API.md §1.4): a number or numeric string, a whole number of cents (float noise
 * tolerated), `min`–`max` in currency units; the output is integer cents. A blank value is
 * "required", or `fallback` (cents) when one is given.
 */
export function moneyInput(opts: { min?: number; max?: number; fallback?: number } = {}) {
  const min = opts.min ?? 0;
  const max = opts.max ?? LIMITS.priceMax;
  return z.unknown().transform((value, ctx): number => {
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (isBlank(value) || (typeof value === 'string' && value.trim() === ''))
      return opts.fallback ?? fail(DEFAULT_MESSAGES.required);
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return fail(DEFAULT_MESSAGES.number);
    const cents = parseCents(n);
    if (cents === null) return fail(DEFAULT_MESSAGES.decimals(2));
    if (cents < min * 100) return fail(DEFAULT_MESSAGES.atLeast(min));
    if (cents > max * 100) return fail(DEFAULT_MESSAGES.atMost(max));
    return cents;
  });
}
