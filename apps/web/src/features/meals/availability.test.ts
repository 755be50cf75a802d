import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../lib/types';
import { shortageLines } from './availability';

const result = (partial: Partial<Availability>): Availability => ({
  is_available: false,
  unavailable_ingredients: [],
  message: '',
  ...partial,
});

describe('shortageLines', () => {
  it('names each ingredient as out of stock or low in stock with the amounts', () => {
    const lines = shortageLines(
      i18next.t,
      'en',
      result({
        unavailable_ingredients: [
          { id: 1, name: 'Tomato', name_ar: null, unit: 'g', available: true, required: 200, in_stock: 0 },
          { id: 2, name: 'Basil', name_ar: null, unit: 'g', available: true, required: 10, in_stock: 4.5 },
          { id: 3, name: 'Cheese', name_ar: null, unit: 'g', available: false, required: 50, in_stock: 900 },
        ],
      }),
      'Pasta',
    );
    expect(lines).toEqual([
      '- Tomato is out of stock. Required: 200, Available: 0',
      '- Basil is low in stock. Required: 10, Available: 4.5',
      '- Cheese is out of stock. Required: 50, Available: 900',
    ]);
  });

  it('says the meal itself is unavailable when it is switched off', () => {
    expect(shortageLines(i18next.t, 'en', result({}), 'Pasta', false)).toEqual(['- Pasta is currently unavailable.']);
    expect(shortageLines(i18next.t, 'en', result({}), 'Pasta')).toEqual(['- Pasta is currently unavailable.']);
  });

  it('writes the lines in Arabic with the Arabic names of the ingredients', () => {
    const lines = shortageLines(
      i18next.getFixedT('ar'),
      'ar',
      result({
        unavailable_ingredients: [
          { id: 1, name: 'Tomato', name_ar: 'طماطم', unit: 'g', available: true, required: 200, in_stock: 0 },
        ],
      }),
      'Pasta',
    );
    expect(lines).toEqual(['- طماطم غير متوفر. المطلوب: 200، المتاح: 0']);
  });
});
