import { AVAILABILITY_MESSAGES as A } from '@dishcraft/contract';
import type { NeedLine } from './ingredient-details.js';

const thousandths = (value: number) => Math.round(Number(value) * 1000);

/**
 * AvailabilityOut (API.md §2.16, §4.2) of `count` units: every line whose ingredient is switched
 * off or holds less than `quantity × count` is a problem; `unavailableMeal` names a meal that is
 * itself switched off. A preview only: nothing is reserved.
 */
export function availabilityOut(lines: NeedLine[], count: number, unavailableMeal?: string) {
  const unavailable: {
    id: number;
    name: string;
    unit: string;
    available: boolean;
    required: number;
    in_stock: number;
  }[] = [];
  const messages: string[] = [];
  for (const line of lines) {
    const required = thousandths(line.quantity) * count;
    const stock = thousandths(line.ingredientQuantity);
    if (line.ingredientIsAvailable && stock >= required) continue;
    const item = {
      id: line.ingredientId,
      name: line.ingredientName,
      unit: line.ingredientUnit,
      available: line.ingredientIsAvailable,
      required: required / 1000,
      in_stock: stock / 1000,
    };
    unavailable.push(item);
    const describe = !item.available || stock === 0 ? A.outOfStock : A.lowInStock;
    messages.push(describe(item.name, item.required, item.in_stock));
  }
  if (unavailableMeal !== undefined) messages.push(A.mealUnavailable(unavailableMeal));
  return {
    is_available: messages.length === 0,
    unavailable_ingredients: unavailable,
    message: messages.length ? messages.join('\n') : A.allAvailable,
  };
}
