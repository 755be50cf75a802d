/** Web-side texts of the public browsing screens and the cart store (customer spec §2, §8). */
export const BROWSE_MESSAGES = {
  restaurantsFailed: 'Failed to fetch restaurants.',
  restaurantFailed: 'Failed to fetch restaurant.',
  restaurantNotFound: 'Restaurant not found.',
  noRestaurants: 'No restaurants found',
  allLocations: 'All Locations',
  ingredientsFailed: 'Failed to fetch ingredients.',
  categoriesFailed: 'Failed to fetch categories.',
  noIngredients: 'No ingredients available',
  noMeals: 'No meals found',
  noMenu: 'This restaurant has no meals on its menu yet.',
  uncategorized: 'Uncategorized',
  unavailable: 'Currently Unavailable',
  noReviewsYet: 'No reviews yet',
  randomNoMeals: 'No meals available right now! Please try again later.',
  randomPicked: (meal: string) => `Your random pick: ${meal}!`,
  noTopRated: 'No rated custom meals yet',
} as const;

/** The cart store's own notice; the other cart texts are CART_MESSAGES (customer-web.ts). */
export const CART_STORE_MESSAGES = {
  restaurantSwitchedTitle: 'Cart emptied',
  restaurantSwitched: (previous: string, next: string) =>
    `A cart holds meals from one restaurant, so the items from ${previous} were removed to add this one from ${next}.`,
} as const;

/** The Reviews component's own texts; validation and error texts are REVIEW_MESSAGES (reviews.ts). */
export const REVIEW_WEB_MESSAGES = {
  submitted: 'Thank you! Your review has been posted.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
  empty: 'No reviews yet',
  emptyHint: 'Be the first to share what you thought.',
  confirmDeleteTitle: 'Delete your review?',
  confirmDelete: (target: string) => `Your review of ${target} will be removed for good. This cannot be undone.`,
  signInHint: 'You will be asked to log in before your review is posted.',
} as const;
