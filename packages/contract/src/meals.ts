import { z } from 'zod';
import type { FieldErrors } from './errors.js';
import { boolish, integer, isBlank, MAX_ID, moneyInput, quantityInput, text } from './fields.js';
import { arabicTwinField } from './arabic-twins.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES as D, MEAL_MESSAGES } from './messages.js';
import { mealOptionGroupsField } from './meal-options.js';

/** A reference to another object: a positive integer or digit string. */
export const referenceId = () => integer({ min: 1, max: MAX_ID });

/** A nullable reference where an empty value means null (e.g. `category`, `base_meal`). */
export const optionalReference = () =>
  z.unknown().transform((value, ctx): number | null => {
    if (isBlank(value) || (typeof value === 'string' && value.trim() === '')) return null;
    const result = referenceId().safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, input: value });
    return z.NEVER;
  });

/**
 * A list of lines sent as a JSON array or, in multipart, as its JSON text. Anything else is
 * "Must be a list."; `required` (when given) is the message for a missing or empty list.
 */
export function lineList<S extends z.ZodType>(line: S, opts: { required?: string; max?: [number, string] } = {}) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z
      .array(line, {
        error: (issue) => (opts.required && isBlank(issue.input) ? opts.required : D.list),
      })
      .check((ctx) => {
        const lines = ctx.value as { ingredient?: unknown }[];
        const push = (message: string) => {
          ctx.issues.push({ code: 'custom', message, input: lines });
        };
        if (opts.required && lines.length === 0) return push(opts.required);
        if (opts.max && lines.length > opts.max[0]) return push(opts.max[1]);
        const seen = new Set<unknown>();
        for (const l of lines) {
          if (seen.has(l.ingredient)) return push(MEAL_MESSAGES.duplicateIngredient);
          seen.add(l.ingredient);
        }
      }),
  );
}

const lineObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: MEAL_MESSAGES.lineNotObject });

/** One recipe line of a meal (API.md §3.6). */
export const mealLineSchema = lineObject({
  ingredient: referenceId(),
  quantity: quantityInput(LIMITS.meal.lineMax),
  is_optional: boolish.optional().transform((v) => v ?? false),
  additional_price: moneyInput({ fallback: 0 })
    .optional()
    .transform((v) => v ?? 0),
});
export type MealLineInput = z.output<typeof mealLineSchema>;

const mealFields = {
  name: text({ max: [LIMITS.meal.name, D.maxChars(LIMITS.meal.name)] }),
  description: text({ max: [LIMITS.meal.description, D.maxChars(LIMITS.meal.description)] }),
  name_ar: arabicTwinField(LIMITS.meal.name),
  description_ar: arabicTwinField(LIMITS.meal.description),
  base_price: moneyInput({ min: LIMITS.meal.priceMin }),
  category: optionalReference(),
  preparation_time: integer({ min: LIMITS.meal.prepMin, max: LIMITS.meal.prepMax }),
  is_available: boolish,
  is_customizable: boolish,
  is_featured: boolish,
  ingredients: lineList(mealLineSchema),
  /** Menu options (issue #22); the list replaces the meal's groups. */
  option_groups: mealOptionGroupsField,
};

/** POST /api/meals/meals/: `restaurant` and `image` are read by the server separately. */
export const mealCreateSchema = z.object({
  ...mealFields,
  category: mealFields.category.optional().transform((v) => v ?? null),
  preparation_time: mealFields.preparation_time.optional().transform((v) => v ?? LIMITS.meal.prepDefault),
  is_available: boolish.optional().transform((v) => v ?? true),
  is_customizable: boolish.optional().transform((v) => v ?? false),
  is_featured: boolish.optional().transform((v) => v ?? false),
  ingredients: mealFields.ingredients.optional().transform((v) => v ?? []),
  option_groups: mealFields.option_groups.optional().transform((v) => v ?? []),
});

/** PUT and PATCH are both partial (API.md §1.3); `ingredients`, when sent, replaces the recipe. */
export const mealUpdateSchema = z.object(mealFields).partial();
export type MealCreateInput = z.output<typeof mealCreateSchema>;
export type MealUpdateInput = z.output<typeof mealUpdateSchema>;

/** Adds `message` to line `index` of a list field of a DRF error body (`{"ingredients":[{},{…}]}`). */
export function addLineError(errors: FieldErrors, field: string, index: number, key: string, message: string): void {
  const current = errors[field];
  if (Array.isArray(current) && current.some((e) => typeof e === 'string')) return;
  const lines = (Array.isArray(current) ? current : []) as FieldErrors[];
  while (lines.length <= index) lines.push({});
  const line = lines[index] as FieldErrors;
  const messages = (Array.isArray(line[key]) ? line[key] : []) as string[];
  if (!messages.includes(message)) messages.push(message);
  line[key] = messages;
  errors[field] = lines;
}
