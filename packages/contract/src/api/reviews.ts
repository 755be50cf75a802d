import { z } from 'zod';
import { referenceId } from '../meals.js';
import { type ReviewTarget, reviewCreateSchema, reviewUpdateSchema } from '../reviews.js';
import { answerShapes, datetimeOut, idOut, idQuery, orderingQuery, pageQuery } from './common.js';

const reviewBase = z.object({
  id: idOut,
  user: idOut,
  user_username: z.string(),
  rating: z.int().min(1).max(5),
  comment: z.string(),
  created_at: datetimeOut,
  updated_at: datetimeOut,
});

/** ReviewOut (API.md §2.11) of one collection: the target as `<target>` and `<target>_name`. */
const reviewOutOf = (target: ReviewTarget, id: string) =>
  reviewBase.extend({ [target]: idOut, [`${target}_name`]: z.string() }).register(answerShapes, { id });

/** The answer of each review collection, by target. */
export const REVIEW_OUT_SCHEMAS = {
  restaurant: reviewOutOf('restaurant', 'RestaurantReviewOut'),
  meal: reviewOutOf('meal', 'MealReviewOut'),
  custom_meal: reviewOutOf('custom_meal', 'CustomMealReviewOut'),
} as const;

/** A review of any collection, as one type: exactly one target pair is present. */
export const reviewOutSchema = reviewBase.extend({
  restaurant: idOut.optional(),
  restaurant_name: z.string().optional(),
  meal: idOut.optional(),
  meal_name: z.string().optional(),
  custom_meal: idOut.optional(),
  custom_meal_name: z.string().optional(),
});

/** POST: the target, rating and comment. */
export const reviewCreateBodyOf = (target: ReviewTarget) => reviewCreateSchema.safeExtend({ [target]: referenceId() });
/** PUT/PATCH: the target only with its current value. */
export const reviewUpdateBodyOf = (target: ReviewTarget) =>
  reviewUpdateSchema.safeExtend({ [target]: referenceId().optional() });

export const reviewListQueryOf = (target: ReviewTarget) =>
  z.object({
    ...pageQuery,
    [target]: idQuery,
    user: idQuery,
    rating: z.string().optional().describe('1–5'),
    ordering: orderingQuery(['created_at', 'rating']),
  });

export type ReviewOut = z.output<typeof reviewOutSchema>;
