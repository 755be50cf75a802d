import { z } from 'zod';
import { ALLERGEN_TYPES, UNITS } from '../enums.js';
import { arabicTwinOut } from '../arabic-twins.js';
import { ingredientCreateSchema, ingredientUpdateSchema } from '../ingredients.js';
import {
  answerShapes,
  boolQuery,
  choicesQuery,
  idOut,
  idQuery,
  imageOut,
  imageUpload,
  moneyOut,
  pageQuery,
  quantityOut,
  searchQuery,
} from './common.js';

/** IngredientOut (API.md §2.5). */
export const ingredientOutSchema = z
  .object({
    id: idOut,
    restaurant: idOut,
    restaurant_name: z.string(),
    restaurant_name_ar: arabicTwinOut,
    name: z.string(),
    description: z.string(),
    name_ar: arabicTwinOut,
    description_ar: arabicTwinOut,
    image: imageOut,
    unit: z.enum(UNITS),
    quantity: quantityOut,
    available_quantity: quantityOut,
    price_per_unit: moneyOut,
    is_available: z.boolean(),
    is_allergen: z.boolean(),
    allergen_type: z.enum(ALLERGEN_TYPES).nullable(),
  })
  .register(answerShapes, { id: 'IngredientOut' });

const upload = {
  available_quantity: z.unknown().optional().describe('read as `quantity` when `quantity` is absent'),
  image: imageUpload,
};
export const ingredientCreateBody = ingredientCreateSchema.safeExtend(upload);
export const ingredientUpdateBody = ingredientUpdateSchema.safeExtend(upload);

export const ingredientListQuery = z.object({
  ...pageQuery,
  restaurant: idQuery,
  search: searchQuery,
  is_available: boolQuery,
  is_allergen: boolQuery,
  allergen_type: choicesQuery(ALLERGEN_TYPES),
  unit: choicesQuery(UNITS),
});

export type IngredientOut = z.output<typeof ingredientOutSchema>;
