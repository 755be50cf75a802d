import { AVAILABILITY_MESSAGES } from '@dishcraft/contract';
import type { Availability } from '../../lib/types';

/**
 * The multi-line shortage message (customer spec §8, API.md §4.2): each ingredient out of stock
 * (switched off or none left) or low in stock, with the required and available amounts.
 */
export function shortageLines(result: Availability, mealName: string, mealAvailable = true): string[] {
  const lines = result.unavailable_ingredients.map((i) =>
    !i.available || i.in_stock <= 0
      ? AVAILABILITY_MESSAGES.outOfStock(i.name, i.required, i.in_stock)
      : AVAILABILITY_MESSAGES.lowInStock(i.name, i.required, i.in_stock),
  );
  if (!mealAvailable || (lines.length === 0 && !result.is_available))
    lines.push(AVAILABILITY_MESSAGES.mealUnavailable(mealName));
  return lines;
}
