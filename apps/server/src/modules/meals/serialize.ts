import { optionAvailable, type PricedGroup } from '@dishcraft/contract';
import { iso, money, quantity, rating } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';
import { ingredientDetailsOut } from './ingredient-details.js';
import type { MealLineRow, MealRow, OptionRow } from './queries.js';

/** MealIngredientOut (API.md §2.8). */
export const mealLineOut = (l: MealLineRow, baseUrl: string) => ({
  id: l.id,
  ingredient: l.ingredientId,
  ingredient_details: ingredientDetailsOut(l, baseUrl),
  quantity: quantity(l.quantity),
  is_optional: l.isOptional,
  additional_price: money(l.additionalPriceCents),
});

/** An option's stock as the contract's rule reads it: `count` portions of the meal (ADR 027). */
export const optionRowAvailable = (o: OptionRow, count = 1) =>
  optionAvailable(
    { is_available: o.isAvailable, quantity: o.quantity },
    o.ingredientId === null ? null : { is_available: !!o.ingredientIsAvailable, quantity: o.ingredientQuantity ?? 0 },
    count,
  );

/** A meal's option rows (in menu order) as its groups, each with its rows. */
export function groupsOf(rows: OptionRow[]) {
  return [...groupBy(rows, (o) => o.groupId).values()].map((options) => ({ group: options[0] as OptionRow, options }));
}

/** A meal's options as the contract's pricing rules read them, each option available as `available` says. */
export const pricedGroups = (rows: OptionRow[], available: (o: OptionRow) => boolean): PricedGroup[] =>
  groupsOf(rows).map(({ group, options }) => ({
    id: group.groupId,
    name: group.groupName,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    freeChoices: group.freeChoices,
    options: options.map((o) => ({
      id: o.id,
      name: o.name,
      priceDeltaCents: o.priceDeltaCents,
      available: available(o),
    })),
  }));

/** MealOptionGroupOut of a meal's option rows (API.md §2.7). */
export const optionGroupsOut = (rows: OptionRow[]) =>
  groupsOf(rows).map(({ group, options }) => ({
    id: group.groupId,
    name: group.groupName,
    name_ar: group.groupNameAr,
    min_choices: group.minChoices,
    max_choices: group.maxChoices,
    free_choices: group.freeChoices,
    options: options.map((o) => ({
      id: o.id,
      name: o.name,
      name_ar: o.nameAr,
      price_delta: money(o.priceDeltaCents),
      ingredient: o.ingredientId,
      ingredient_name: o.ingredientName,
      ingredient_name_ar: o.ingredientNameAr,
      quantity: o.quantity === null ? null : quantity(o.quantity),
      is_available: o.isAvailable,
      available: optionRowAvailable(o),
    })),
  }));

/** MealOut (API.md §2.7); `lines` are the meal's recipe lines in line order, `options` its option rows. */
export const mealOut = (m: MealRow, lines: MealLineRow[], options: OptionRow[], baseUrl: string) => ({
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
  option_groups: optionGroupsOut(options),
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
