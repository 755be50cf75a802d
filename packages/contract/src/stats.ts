/** `?days=` of the statistics endpoints (API.md §3.13). */
export const STATS_LIMITS = {
  days: { min: 1, max: 365, default: 30 },
  topMeals: 5,
} as const;

export const STATS_MESSAGES = {
  ownersOnly: 'Only restaurant owners can access this endpoint.',
  noRestaurant: 'You do not have a restaurant set up yet.',
} as const;
