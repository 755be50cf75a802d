import { describe, expect, it } from 'vitest';
import type { Meal, Restaurant } from '../../lib/types';
import { recommendDrinks } from './drinks';
import { featuredMeals, featuredRestaurants } from './featured';

const restaurant = (id: number, open: boolean, rating: number | null) =>
  ({ id, is_open_now: open, avg_rating: rating }) as Restaurant;
const meal = (id: number, featured: boolean, available = true, rating: number | null = null) =>
  ({ id, is_featured: featured, is_available: available, avg_rating: rating }) as Meal;

describe('home features', () => {
  it('takes at most 3 restaurants, only from the first 6, open and better rated first', () => {
    const list = [
      restaurant(1, false, 5),
      restaurant(2, true, 3),
      restaurant(3, true, null),
      restaurant(4, true, 4.5),
      restaurant(5, false, null),
      restaurant(6, false, 1),
      restaurant(7, true, 5),
    ];
    expect(featuredRestaurants(list).map((r) => r.id)).toEqual([4, 2, 3]);
    expect(featuredRestaurants(list.slice(0, 2)).map((r) => r.id)).toEqual([2, 1]);
    expect(featuredRestaurants([])).toEqual([]);
  });

  it('takes at most 3 meals from the first 6, featured and available first', () => {
    const list = [
      meal(1, false),
      meal(2, true, false),
      meal(3, false, true, 4),
      meal(4, true),
      meal(5, false),
      meal(6, false),
      meal(7, true),
    ];
    expect(featuredMeals(list).map((m) => m.id)).toEqual([4, 2, 3]);
  });
});

describe('recommendDrinks', () => {
  it('recommends cold treats above 25 °C and warm drinks otherwise, at most 3', () => {
    const hot = recommendDrinks(25.1);
    expect(hot.kind).toBe('cold');
    expect(hot.drinks).toHaveLength(3);
    expect(recommendDrinks(25).kind).toBe('warm');
    expect(recommendDrinks(-3).drinks.length).toBeLessThanOrEqual(3);
  });
});
