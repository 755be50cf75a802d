import {
  type Language,
  localized,
  parseCents,
  type PricedChoice,
  type PricedGroup,
  priceChoice,
} from '@dishcraft/contract';
import type { Meal } from './types';

/**
 * A meal's option groups (issue #22, ADR 027) as the contract's pricing rule reads them, named in the page's language:
 * the web prices a choice with the same `priceChoice` the server prices the order with.
 */
export function pricedGroups(groups: Meal['option_groups'], language: Language): PricedGroup[] {
  return groups.map((g) => ({
    id: g.id,
    name: localized(g, 'name', language),
    minChoices: g.min_choices,
    maxChoices: g.max_choices,
    freeChoices: g.free_choices,
    options: g.options.map((o) => ({
      id: o.id,
      name: localized(o, 'name', language),
      priceDeltaCents: parseCents(o.price_delta) ?? 0,
      available: o.available,
    })),
  }));
}

/**
 * A choice of options on a meal, priced and checked as the server will (`problems` empty: it may be ordered). The
 * language only words the problems' group and option names.
 */
export function priceMealChoice(
  meal: Pick<Meal, 'base_price' | 'option_groups'>,
  chosenIds: readonly number[],
  language: Language = 'en',
): PricedChoice {
  return priceChoice(parseCents(meal.base_price) ?? 0, pricedGroups(meal.option_groups, language), chosenIds);
}

/** Whether the menu must ask before adding the meal: some group needs a choice. */
export const needsChoice = (meal: Pick<Meal, 'option_groups'>) => meal.option_groups.some((g) => g.min_choices > 0);

/** A chosen option as a cart line and an order item keep it: a snapshot to show, the id to order. */
export interface ChosenOption {
  id: number;
  name: string;
  name_ar?: string | null;
  price_delta: string;
}

/** "Large · Extra halloumi · No onions": chosen options in the page's language, in menu order. */
export const optionNames = (options: readonly ChosenOption[], language: Language, separator: string) =>
  options.map((o) => localized(o, 'name', language)).join(separator);
