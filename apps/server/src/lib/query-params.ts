import { DEFAULT_MESSAGES } from '@dishcraft/contract';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors.js';

export type Query = Record<string, unknown>;

const INT4_MAX = 2_147_483_647;

/**
 * Reads the list filters of API.md §1.5. Every bad value is collected and reported together as
 * `{"<param>": ["<message>"]}`; call `done()` once all parameters are read.
 */
export function queryReader(query: Query) {
  const errors: Record<string, string[]> = {};
  const raw = (name: string): string | undefined => {
    const value = query[name];
    if (Array.isArray(value)) return typeof value[value.length - 1] === 'string' ? value[value.length - 1] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const fail = (name: string, message: string) => {
    errors[name] = [message];
    return undefined;
  };
  return {
    string: (name: string) => raw(name),
    bool(name: string): boolean | undefined {
      const v = raw(name)?.toLowerCase();
      if (v === undefined) return undefined;
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      return fail(name, DEFAULT_MESSAGES.boolean);
    },
    id(name: string): number | undefined {
      const v = raw(name);
      if (v === undefined) return undefined;
      if (!/^\d{1,10}$/.test(v) || Number(v) > 2_147_483_647) return fail(name, DEFAULT_MESSAGES.wholeNumber);
      return Number(v);
    },
    int(name: string, min: number, max: number): number | undefined {
      const v = raw(name);
      if (v === undefined) return undefined;
      if (!/^-?\d{1,10}$/.test(v)) return fail(name, DEFAULT_MESSAGES.wholeNumber);
      const n = Number(v);
      if (n < min) return fail(name, DEFAULT_MESSAGES.atLeast(min));
      if (n > max) return fail(name, DEFAULT_MESSAGES.atMost(max));
      return n;
    },
    /** Money filters (min_price …) in cents. */
    cents(name: string): number | undefined {
      const v = raw(name);
      if (v === undefined) return undefined;
      const n = Number(v);
      if (!Number.isFinite(n)) return fail(name, DEFAULT_MESSAGES.number);
      // Prices are int4 cents: a bound beyond that range filters exactly like the range's end,
      // and must not reach SQL as a number the column type cannot compare (a 500).
      return Math.min(Math.max(Math.round(n * 100), -INT4_MAX - 1), INT4_MAX);
    },
    /** One value or comma-separated values of an enum. */
    choices<T extends string>(name: string, options: readonly T[]): T[] | undefined {
      const v = raw(name);
      if (v === undefined) return undefined;
      const values = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = values.find((value) => !options.includes(value as T));
      if (bad !== undefined) return fail(name, DEFAULT_MESSAGES.choice(bad, options));
      return values as T[];
    },
    fail,
    done(): void {
      if (Object.keys(errors).length) throw badRequest(errors);
    },
  };
}

/**
 * `?ordering=a,-b`: known names only, `-` for descending, `id` always the last tie-breaker.
 */
export function ordering(
  value: unknown,
  fields: Record<string, AnyPgColumn | SQL>,
  fallback: SQL[],
  id: AnyPgColumn,
): SQL[] {
  if (typeof value !== 'string' || !value.trim()) return fallback;
  const out: SQL[] = [];
  for (const part of value.split(',')) {
    const name = part.trim().replace(/^-/, '');
    // Own names only: `__proto__` or `constructor` must not reach Object.prototype.
    const column = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!column) continue;
    out.push(part.trim().startsWith('-') ? desc(column) : asc(column));
  }
  if (!out.length) return fallback;
  out.push(asc(id));
  return out;
}
