import { z } from 'zod';
import { translator } from './i18n/translator.js';
import { text } from './fields.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES as D } from './messages.js';

const en = translator('en');

/** The three review collections (API.md §3.8) and the target field of each. */
export const REVIEW_TARGETS = ['restaurant', 'meal', 'custom_meal'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

const R = LIMITS.review;

export const REVIEW_MESSAGES = {
  rating: en('errors.review.rating', { min: R.ratingMin, max: R.ratingMax }),
  commentRequired: en('errors.review.commentRequired'),
  commentMin: en('errors.review.commentMin', { min: R.commentMin }),
  commentMax: en('errors.review.commentMax', { max: R.commentMax }),
  duplicate: (target: ReviewTarget): string => en('errors.review.duplicate', { target }),
  ownRestaurant: en('errors.review.ownRestaurant'),
  ownMeal: en('errors.review.ownMeal'),
  ownCustomMeal: en('errors.review.ownCustomMeal'),
  targetFixed: en('errors.review.targetFixed'),
  // web-side (customer spec §8)
  alreadyReviewed: 'You have already reviewed this item. You can edit your existing review instead.',
  invalidType: 'Invalid review type',
  loadFailed: 'Failed to load reviews',
  submitFailed: 'Failed to submit review',
  deleteFailed: 'Failed to delete review',
} as const;

/** A rating: an integer 1–5 (number or digit string); anything else is the spec's one message. */
export const ratingField = z.unknown().transform((value, ctx): number => {
  const fail = (message: string) => {
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  };
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return fail(D.required);
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < R.ratingMin || n > R.ratingMax)
    return fail(REVIEW_MESSAGES.rating);
  return n;
});

export const commentField = text({
  required: REVIEW_MESSAGES.commentRequired,
  min: [R.commentMin, REVIEW_MESSAGES.commentMin],
  max: [R.commentMax, REVIEW_MESSAGES.commentMax],
});

/** POST body besides the target, which the server resolves against what the caller can see. */
export const reviewCreateSchema = z.object({ rating: ratingField, comment: commentField });
/** PUT and PATCH are partial. */
export const reviewUpdateSchema = reviewCreateSchema.partial();
export type ReviewInput = z.output<typeof reviewCreateSchema>;
