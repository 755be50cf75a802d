import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareText } from './compareText';

const NAMES = [
  'Pasta',
  'pasta',
  'PASTA',
  'paSta',
  'Pasta Bar',
  'Pastabar',
  'Pasta2',
  'Pasta 2',
  'Pastas',
  'Burgers',
  'burger',
  'Desserts',
  'Salads',
  '2 for 1',
  '10 Specials',
  '',
  'a',
  'A',
  'Zebra',
  'zz',
  'Z z',
  'Uncategorized',
];

describe('compareText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('orders plain names exactly as localeCompare does', () => {
    for (const a of NAMES)
      for (const b of NAMES) expect([a, b, compareText(a, b)]).toEqual([a, b, Math.sign(a.localeCompare(b))]);
  });

  it('never asks the collator for plain names', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    expect([...NAMES].sort(compareText)).toHaveLength(NAMES.length);
    expect(localeCompare).not.toHaveBeenCalled();
  });

  it('leaves accents and punctuation to localeCompare', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const names = ['Crêpes', 'Crepes', 'Cakes', 'Éclairs', 'Eggs', 'Fish & Chips', 'Fish-Chips', 'Fish Chips'];
    for (const a of names)
      for (const b of names) expect(Math.sign(compareText(a, b))).toBe(Math.sign(a.localeCompare(b)));
    expect(localeCompare).toHaveBeenCalled();
  });
});
