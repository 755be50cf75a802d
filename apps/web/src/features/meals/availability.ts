import { type Language, localized, stockShortage } from '@dishcraft/contract';
import type { TFunction } from 'i18next';
import type { Availability } from '../../lib/types';

type Shortage = Availability['unavailable_ingredients'][number];

/** One ingredient that falls short, in the page's language: out of stock (switched off or none left) or low. */
export function shortageLine(t: TFunction, language: Language, item: Shortage): string {
  const values = { name: localized(item, 'name', language), required: item.required, inStock: item.in_stock };
  return stockShortage({ is_available: item.available, quantity: item.in_stock }) === 'out_of_stock'
    ? t('browse.stock.outOfStock', values)
    : t('browse.stock.lowInStock', values);
}

/**
 * The multi-line shortage message (customer spec §8, API.md §4.2): each ingredient out of stock
 * (switched off or none left) or low in stock, with the required and available amounts.
 */
export function shortageLines(
  t: TFunction,
  language: Language,
  result: Availability,
  mealName: string,
  mealAvailable = true,
): string[] {
  const lines = result.unavailable_ingredients.map((item) => shortageLine(t, language, item));
  if (!mealAvailable || (lines.length === 0 && !result.is_available))
    lines.push(t('browse.stock.mealUnavailable', { meal: mealName }));
  return lines;
}
