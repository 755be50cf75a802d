import { z } from 'zod';
import { arabicTwinField } from './arabic-twins.js';
import { boolish, integer, isBlank, MAX_ID, moneyInput, quantityInput, text } from './fields.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES as D, OPTION_MESSAGES as M } from './messages.js';
import { stockShortage, type StockLevel } from './stock.js';

/**
 * Menu options (issue #22, ADR 027): a meal's option groups ("Size", "Extras"), each a list of options with a price
 * delta and, optionally, an ingredient the option takes from stock. The rules that price a choice and decide what may
 * be chosen live here once; the server and the web both use them.
 */

const L = LIMITS.options;

/** A price delta in (API.md §1.4): money, negative too (a smaller size costs less); blank is no change. */
const priceDelta = moneyInput({ min: -LIMITS.priceMax, fallback: 0 });

/** A reference kept when a client sends back what it read; blank means "new". */
const keptId = z.preprocess((v) => (isBlank(v) ? undefined : v), integer({ min: 1, max: MAX_ID }).optional());

const optionalReference = z.preprocess((v) => (isBlank(v) ? null : v), integer({ min: 1, max: MAX_ID }).nullable());

const optionalQuantity = z.preprocess((v) => (isBlank(v) ? null : v), quantityInput(LIMITS.meal.lineMax).nullable());

/** One option as a meal's body writes it. */
export const mealOptionSchema = z
  .object(
    {
      id: keptId,
      name: text({ max: [L.name, D.maxChars(L.name)] }),
      name_ar: arabicTwinField(L.name),
      price_delta: priceDelta.optional().transform((v) => v ?? 0),
      ingredient: optionalReference,
      quantity: optionalQuantity,
      is_available: boolish.optional().transform((v) => v ?? true),
    },
    { error: D.object },
  )
  .check((ctx) => {
    const { ingredient, quantity } = ctx.value;
    if (ingredient !== null && quantity === null)
      ctx.issues.push({ code: 'custom', message: M.quantityNeeded, path: ['quantity'], input: quantity });
    if (ingredient === null && quantity !== null)
      ctx.issues.push({ code: 'custom', message: M.ingredientNeeded, path: ['ingredient'], input: ingredient });
  });

/** One group as a meal's body writes it: the order of `options` is the order customers see. */
export const mealOptionGroupSchema = z
  .object(
    {
      id: keptId,
      name: text({ max: [L.name, D.maxChars(L.name)] }),
      name_ar: arabicTwinField(L.name),
      min_choices: z.preprocess((v) => (isBlank(v) ? 0 : v), integer({ min: 0, max: L.optionsPerGroup })),
      max_choices: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, max: L.optionsPerGroup })),
      free_choices: z.preprocess((v) => (isBlank(v) ? 0 : v), integer({ min: 0, max: L.optionsPerGroup })),
      options: z
        .array(mealOptionSchema, { error: D.list })
        .min(1, { error: M.needsOption })
        .max(L.optionsPerGroup, { error: M.tooManyOptions(L.optionsPerGroup) }),
    },
    { error: D.object },
  )
  .check((ctx) => {
    const g = ctx.value;
    const push = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: g[path as keyof typeof g] });
    if (g.min_choices > g.max_choices) push('min_choices', M.minAboveMax);
    if (g.options.length > 0 && g.max_choices > g.options.length)
      push('max_choices', M.maxAboveOptions(g.options.length));
    if (g.free_choices > g.max_choices) push('free_choices', M.freeAboveMax);
    const names = new Set<string>();
    g.options.forEach((o, index) => {
      const key = o.name.toLowerCase();
      if (names.has(key))
        ctx.issues.push({ code: 'custom', message: M.duplicateName, path: ['options', index, 'name'], input: o.name });
      names.add(key);
    });
  });

/**
 * `option_groups` of a meal's body: a JSON list (or, in multipart, its JSON text). On PATCH it replaces the groups;
 * a group or option sent with the `id` it was read with keeps that id, so carts holding it stay valid.
 */
export const mealOptionGroupsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(mealOptionGroupSchema, { error: D.list })
    .max(L.groups, { error: M.tooManyGroups(L.groups) })
    .check((ctx) => {
      const seen = new Set<string>();
      ctx.value.forEach((g, index) => {
        const key = g.name.toLowerCase();
        if (seen.has(key))
          ctx.issues.push({ code: 'custom', message: M.duplicateName, path: [index, 'name'], input: g.name });
        seen.add(key);
      });
    }),
);
export type MealOptionInput = z.output<typeof mealOptionSchema>;
export type MealOptionGroupInput = z.output<typeof mealOptionGroupSchema>;

/** The least a meal with these groups can cost: every group's most negative allowed choices taken (cents). */
export function lowestPriceCents(
  baseCents: number,
  groups: { max_choices: number; options: { price_delta: number }[] }[],
) {
  let lowest = baseCents;
  for (const g of groups) {
    const negatives = g.options
      .map((o) => o.price_delta)
      .filter((d) => d < 0)
      .sort((a, b) => a - b)
      .slice(0, g.max_choices);
    for (const d of negatives) lowest += d;
  }
  return lowest;
}

/** `options` of an order item: distinct option ids, at most a meal's worth. */
export const chosenOptionsField = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z
    .array(integer({ min: 1, max: MAX_ID }), { error: D.list })
    .max(L.groups * L.optionsPerGroup, { error: M.tooManyChosen })
    .check((ctx) => {
      if (new Set(ctx.value).size !== ctx.value.length)
        ctx.issues.push({ code: 'custom', message: M.duplicateChoice, input: ctx.value });
    }),
);

// ——— choosing and pricing ———

/** An option as the rules read it, from the server's rows or the web's MealOut. */
export interface PricedOption {
  id: number;
  name: string;
  priceDeltaCents: number;
  /** Switched on and, when it takes an ingredient, enough of it for one portion. */
  available: boolean;
}

export interface PricedGroup {
  id: number;
  name: string;
  minChoices: number;
  maxChoices: number;
  freeChoices: number;
  options: PricedOption[];
}

/** Whether an option can be chosen now: switched on, and its ingredient (if any) can supply `count` portions. */
export function optionAvailable(
  option: { is_available: boolean; quantity: number | string | null },
  ingredient: StockLevel | null,
  count = 1,
): boolean {
  if (!option.is_available) return false;
  if (ingredient === null || option.quantity === null) return true;
  return stockShortage(ingredient, option.quantity, count) === null;
}

/**
 * What the chosen options of one group cost, in cents: the sum of their deltas, except that the `freeChoices`
 * cheapest chosen options with a delta ≥ 0 cost nothing. A negative delta is a discount, so it is never "free" and
 * never uses up a free choice.
 */
export function groupCostCents(
  group: Pick<PricedGroup, 'freeChoices'>,
  chosen: Pick<PricedOption, 'priceDeltaCents'>[],
) {
  const charged = chosen.map((o) => o.priceDeltaCents).filter((d) => d >= 0);
  const discounts = chosen.map((o) => o.priceDeltaCents).filter((d) => d < 0);
  charged.sort((a, b) => a - b);
  const paid = charged.slice(Math.min(group.freeChoices, charged.length));
  return [...paid, ...discounts].reduce((sum, d) => sum + d, 0);
}

export type ChoiceProblem =
  | { kind: 'not_of_meal'; optionId: number }
  | { kind: 'unavailable'; optionId: number; name: string }
  | { kind: 'too_few'; groupId: number; group: string; min: number }
  | { kind: 'too_many'; groupId: number; group: string; max: number };

/** The message of a problem with a choice (English on the server; the web's catalogue says the same). */
export function choiceMessage(p: ChoiceProblem): string {
  if (p.kind === 'not_of_meal') return M.notOfMeal(p.optionId);
  if (p.kind === 'unavailable') return M.optionUnavailable(p.name);
  if (p.kind === 'too_few') return M.tooFew(p.group, p.min);
  return M.tooMany(p.group, p.max);
}

export interface PricedChoice {
  /** Base price + what every group's chosen options cost, in cents. */
  unitCents: number;
  /** The chosen options in menu order (group order, then option order), with their groups. */
  chosen: (PricedOption & { groupId: number })[];
  problems: ChoiceProblem[];
}

/**
 * Prices a choice of options on a meal and says what is wrong with it: options not of this meal, options not
 * available, and groups with too few or too many choices. An empty `problems` means the line may be ordered.
 */
export function priceChoice(baseCents: number, groups: PricedGroup[], chosenIds: readonly number[]): PricedChoice {
  const wanted = new Set(chosenIds);
  const problems: ChoiceProblem[] = [];
  const chosen: PricedChoice['chosen'] = [];
  let unitCents = baseCents;
  const known = new Set<number>();
  for (const group of groups) {
    const picked = group.options.filter((o) => wanted.has(o.id));
    for (const o of group.options) known.add(o.id);
    for (const o of picked) {
      if (!o.available) problems.push({ kind: 'unavailable', optionId: o.id, name: o.name });
      chosen.push({ ...o, groupId: group.id });
    }
    if (picked.length < group.minChoices)
      problems.push({ kind: 'too_few', groupId: group.id, group: group.name, min: group.minChoices });
    if (picked.length > group.maxChoices)
      problems.push({ kind: 'too_many', groupId: group.id, group: group.name, max: group.maxChoices });
    unitCents += groupCostCents(group, picked);
  }
  for (const id of chosenIds) if (!known.has(id)) problems.unshift({ kind: 'not_of_meal', optionId: id });
  return { unitCents, chosen, problems };
}

/** Whether a meal can be ordered at all with its options as they are: every required group has enough available. */
export function requiredGroupsSatisfiable(groups: PricedGroup[]): boolean {
  return groups.every((g) => g.options.filter((o) => o.available).length >= g.minChoices);
}

/** The key that tells two cart lines of one meal apart: the same options (in any order) merge. */
export const optionsKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
