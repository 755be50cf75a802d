import type { Ingredient } from '../../lib/types';

/** One line's price in cents: price_per_unit × quantity, rounded to the cent as the server does (API.md §4.1). */
export const linePriceCents = (ingredient: Ingredient, quantity: number) =>
  Math.round(Math.round(Number(ingredient.price_per_unit) * 100) * quantity);

/** The builder's running total in cents over the selected quantities (0 or absent = not in the meal). */
export function builderTotalCents(ingredients: Ingredient[], selected: Record<number, number>): number {
  return ingredients.reduce((sum, i) => {
    const q = selected[i.id] ?? 0;
    return q > 0 ? sum + linePriceCents(i, q) : sum;
  }, 0);
}
