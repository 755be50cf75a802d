import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CustomMeal, Ingredient } from '../../lib/types';
import { customMealCartItem, unavailableMessage } from './cart-item';
import { builderTotalCents } from './pricing';

const ingredient = (id: number, price: string): Ingredient =>
  ({ id, name: `I${id}`, price_per_unit: price, unit: 'g', restaurant: 3, restaurant_name: 'Cafe' }) as Ingredient;

describe('custom meals', () => {
  it('totals price_per_unit × quantity per line in cents', () => {
    const list = [ingredient(1, '0.05'), ingredient(2, '1.10'), ingredient(3, '9.99')];
    expect(builderTotalCents(list, { 1: 200, 2: 3 })).toBe(1000 + 330);
    expect(builderTotalCents(list, {})).toBe(0);
  });

  it('turns a custom meal into a cart line of its restaurant', () => {
    const meal = {
      id: 11,
      name: 'Bowl',
      base_price: '12.50',
      image: null,
      restaurant: 3,
      restaurant_name: 'Cafe',
      base_meal_details: null,
      ingredients: [
        { id: 1, ingredient: 1, quantity: 2, line_price: '0.10', ingredient_details: ingredient(1, '0.05') },
      ],
    } as unknown as CustomMeal;
    expect(customMealCartItem(meal, 2)).toMatchObject({
      type: 'custom',
      customMealId: 11,
      price: '12.50',
      quantity: 2,
      restaurant: { id: 3, name: 'Cafe' },
      ingredients: [{ ingredient: 1, name: 'I1', quantity: 2, unit: 'g' }],
    });
  });

  it('heads the availability problem and lists each ingredient as out of stock or low in stock', () => {
    const text = unavailableMessage(i18next.t, 'en', {
      is_available: false,
      message: '',
      unavailable_ingredients: [
        { id: 1, name: 'Tomato', name_ar: 'طماطم', unit: 'g', available: true, required: 400, in_stock: 100 },
        { id: 2, name: 'Basil', name_ar: null, unit: 'g', available: false, required: 5, in_stock: 50 },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Cannot add to cart due to unavailable ingredients',
      '- Tomato is low in stock. Required: 400, Available: 100',
      '- Basil is out of stock. Required: 5, Available: 50',
    ]);
  });
});
