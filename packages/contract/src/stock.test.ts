import { describe, expect, it } from 'vitest';
import { isInStock, mealAvailability, stockLinesOf, stockShortage } from './stock.js';

const on = (quantity: number | string) => ({ is_available: true, quantity });
const off = (quantity: number | string) => ({ is_available: false, quantity });

describe('stock rule', () => {
  it('an ingredient with none left is out of stock, even when switched on', () => {
    expect(isInStock(on(0))).toBe(false);
    expect(isInStock(on('0.000'))).toBe(false);
    expect(stockShortage(on(0))).toBe('out_of_stock');
  });

  it('a switched-off ingredient is out of stock whatever is left', () => {
    expect(isInStock(off(500))).toBe(false);
    expect(stockShortage(off(500), 1)).toBe('out_of_stock');
  });

  it('an ingredient with some left is in stock, and low only when a portion needs more', () => {
    expect(isInStock(on(0.001))).toBe(true);
    expect(stockShortage(on(100), 40, 2)).toBeNull();
    expect(stockShortage(on(100), 40, 3)).toBe('low_in_stock');
  });

  it('compares in thousandths, so float noise does not make a full stock short', () => {
    expect(stockShortage(on(0.3), 0.1, 3)).toBeNull();
  });

  it('a meal is unavailable when it is switched off or a required line is short, never for an optional one', () => {
    const line = (name: string, stock: number, optional = false) => ({
      ingredientId: name.length,
      name,
      perPortion: 50,
      optional,
      ingredient: on(stock),
    });
    expect(mealAvailability({ isAvailable: true, lines: [line('Rice', 500), line('Mint', 0, true)] })).toEqual({
      available: true,
      switchedOff: false,
      short: [],
    });
    const blocked = mealAvailability({ isAvailable: true, lines: [line('Rice', 500), line('Halloumi', 0)] }, 2);
    expect(blocked.available).toBe(false);
    expect(blocked.short).toEqual([
      {
        ingredientId: 8,
        name: 'Halloumi',
        shortage: 'out_of_stock',
        required: 100,
        inStock: 0,
        ingredientAvailable: true,
      },
    ]);
    expect(mealAvailability({ isAvailable: false, lines: [] })).toEqual({
      available: false,
      switchedOff: true,
      short: [],
    });
  });

  it("reads a MealOut's recipe lines", () => {
    const lines = stockLinesOf({
      meal_ingredients: [
        { ingredient: 7, quantity: 2, is_optional: false, ingredient_details: { name: 'Egg', ...on(1) } },
      ],
    });
    expect(mealAvailability({ isAvailable: true, lines }).short.map((s) => [s.name, s.shortage])).toEqual([
      ['Egg', 'low_in_stock'],
    ]);
  });
});
