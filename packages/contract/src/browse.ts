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
