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

/** Texts of the cart store; the cart page's own texts live with that page. */
export const CART_STORE_MESSAGES = {
  added: (name: string) => `${name} added to your cart`,
  addFailed: 'Failed to add item to cart',
  mealAddFailed: 'Failed to add meal to cart. Please try again.',
  noRestaurant: 'Could not get restaurant information for this meal',
  restaurantSwitchedTitle: 'Cart emptied',
  restaurantSwitched: (previous: string, next: string) =>
    `A cart holds meals from one restaurant, so the items from ${previous} were removed to add this one from ${next}.`,
} as const;
