import { AVAILABILITY_MESSAGES as A, mealAvailability, shortageMessage, thousandths } from '@dishcraft/contract';
import type { NeedLine } from './ingredient-details.js';

/**
 * AvailabilityOut (API.md §2.16, §4.2) of `count` units, decided by the contract's stock rule (the one the web's
 * labels use): every line whose ingredient is switched off or holds less than `quantity × count` is a problem;
 * `unavailableMeal` names a meal that is itself switched off, `problems` are further lines (a meal's options).
 * A preview only: nothing is reserved.
 */
export function availabilityOut(lines: NeedLine[], count: number, unavailableMeal?: string, problems: string[] = []) {
  const { short } = mealAvailability(
    {
      isAvailable: unavailableMeal === undefined,
      lines: lines.map((line) => ({
        ingredientId: line.ingredientId,
        name: line.ingredientName,
        perPortion: line.quantity,
        optional: false,
        ingredient: { is_available: line.ingredientIsAvailable, quantity: line.ingredientQuantity },
      })),
    },
    count,
  );
  const byId = new Map(lines.map((line) => [line.ingredientId, line]));
  const unavailable = short.map((s) => ({
    id: s.ingredientId,
    name: s.name,
    name_ar: byId.get(s.ingredientId)?.ingredientNameAr ?? null,
    unit: byId.get(s.ingredientId)?.ingredientUnit ?? '',
    available: s.ingredientAvailable,
    required: s.required,
    in_stock: s.inStock,
  }));
  const messages = unavailable.map(shortageMessage);
  if (unavailableMeal !== undefined) messages.push(A.mealUnavailable(unavailableMeal));
  messages.push(...problems);
  return {
    is_available: messages.length === 0,
    unavailable_ingredients: unavailable,
    message: messages.length ? messages.join('\n') : A.allAvailable,
  };
}

/** One line per ingredient, summing what several lines (a recipe and its chosen options) need of it. */
export function mergeNeeds(lines: NeedLine[]): NeedLine[] {
  const byId = new Map<number, NeedLine>();
  for (const line of lines) {
    const seen = byId.get(line.ingredientId);
    byId.set(
      line.ingredientId,
      seen ? { ...seen, quantity: (thousandths(seen.quantity) + thousandths(line.quantity)) / 1000 } : line,
    );
  }
  return [...byId.values()];
}
