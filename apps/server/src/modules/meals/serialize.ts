import { iso, money, quantity, rating } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';
import { ingredientDetailsOut } from './ingredient-details.js';
import type { MealLineRow, MealRow } from './queries.js';

/** MealIngredientOut (API.md §2.8). */
export const mealLineOut = (l: MealLineRow, baseUrl: string) => ({
  id: l.id,
  ingredient: l.ingredientId,
  ingredient_details: ingredientDetailsOut(l, baseUrl),
  quantity: quantity(l.quantity),
  is_optional: l.isOptional,
  additional_price: money(l.additionalPriceCents),
});

/** MealOut (API.md §2.7); `lines` are the meal's recipe lines in line order. */
export const mealOut = (m: MealRow, lines: MealLineRow[], baseUrl: string) => ({
  id: m.id,
  restaurant: m.restaurantId,
  restaurant_name: m.restaurantName,
  restaurant_name_ar: m.restaurantNameAr,
  name: m.name,
  description: m.description,
  name_ar: m.nameAr,
  description_ar: m.descriptionAr,
  category: m.categoryId,
  category_name: m.categoryId === null ? null : m.categoryName,
  category_name_ar: m.categoryId === null ? null : m.categoryNameAr,
  base_price: money(m.basePriceCents),
  image: mediaUrl(baseUrl, m.image),
  preparation_time: m.preparationTime,
  is_available: m.isAvailable,
  is_customizable: m.isCustomizable,
  is_featured: m.isFeatured,
  avg_rating: rating(m.avgRating),
  review_count: Number(m.reviewCount),
  meal_ingredients: lines.map((l) => mealLineOut(l, baseUrl)),
  created_at: iso(m.createdAt),
});

export type MealOut = ReturnType<typeof mealOut>;

/** Groups rows by a key, keeping their order (nested lists of a batched query). */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
