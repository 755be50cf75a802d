import { AVAILABILITY_MESSAGES, shortageMessage } from '@dishcraft/contract';
import type { Availability } from '../../lib/types';

/**
 * The multi-line shortage message (customer spec §8, API.md §4.2): each ingredient out of stock
 * (switched off or none left) or low in stock, with the required and available amounts.
 */
export function shortageLines(result: Availability, mealName: string, mealAvailable = true): string[] {
  const lines = result.unavailable_ingredients.map(shortageMessage);
  if (!mealAvailable || (lines.length === 0 && !result.is_available))
    lines.push(AVAILABILITY_MESSAGES.mealUnavailable(mealName));
  return lines;
}
