import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, parseCents } from './money.js';

describe('money', () => {
  it('reads decimal strings and numbers as whole cents, forgiving float noise', () => {
    expect(parseCents('12.50')).toBe(1250);
    expect(parseCents(24.990000000000002)).toBe(2499);
    expect(parseCents(8)).toBe(800);
  });

  it('refuses a third decimal and non-numbers', () => {
    expect(parseCents('12.345')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(parseCents('')).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
  });

  it('writes cents as two-decimal strings and pounds', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatMoney('24.5')).toBe('EGP\u00a024.50');
  });

  it('groups thousands and keeps the sign in front of the currency', () => {
    expect(formatMoney('2132.52')).toBe('EGP\u00a02,132.52');
    expect(formatMoney('10000')).toBe('EGP\u00a010,000.00');
    expect(formatMoney(-3.5)).toBe('-EGP\u00a03.50');
    expect(formatMoney('0')).toBe('EGP\u00a00.00');
  });
});
