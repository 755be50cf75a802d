import { translator } from './i18n/translator.js';

const en = translator('en');

/** `?days=` of the statistics endpoints (API.md §3.13). */
export const STATS_LIMITS = {
  days: { min: 1, max: 365, default: 30 },
  topMeals: 5,
} as const;

export const STATS_MESSAGES = {
  ownersOnly: en('errors.restaurant.ownersOnly'),
  noRestaurant: en('errors.restaurant.noRestaurant'),
} as const;
