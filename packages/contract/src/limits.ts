/** Business constants shared by server and web (customer spec §9, owner/admin spec §9, API.md). */
export const LIMITS = {
  username: { min: 3, max: 30 },
  email: { max: 254 },
  password: { min: 8, max: 128 },
  name: { min: 2, max: 150 },
  address: { max: 500 },
  bio: { max: 500 },
  favoriteCuisine: { max: 100 },
  review: { commentMin: 10, commentMax: 500, ratingMin: 1, ratingMax: 5 },
  restaurant: { name: 255, description: 2000, address: 500, rejectionReason: 1000, cuisine: 60 },
  ingredient: { name: 255, description: 1000, maxQuantity: 1_000_000 },
  category: { name: 100, description: 500 },
  /** priceMin: the least a meal may cost, in currency units (issue #19: a meal priced $0.02 was accepted). */
  meal: { name: 255, description: 2000, prepMin: 1, prepMax: 1440, prepDefault: 30, lineMax: 100_000, priceMin: 1 },
  /** Menu options (issue #22): groups per meal, options per group, name length. */
  options: { groups: 10, optionsPerGroup: 20, name: 100 },
  customMeal: { name: 255, text: 1000, maxLines: 50, maxLineQuantity: 1000 },
  order: { maxItems: 50, itemQuantityMax: 99, text: 500 },
  priceMax: 100_000,
  pageSize: { default: 20, max: 100 },
  upload: { maxBytes: 5 * 1024 * 1024, maxSide: 1600 },
} as const;

export const UI_TIMING = {
  toastMs: 3000,
  adminToastMs: 5000,
  unreadPollMs: 30_000,
  themeChangeMs: 600,
  starsPerSide: 15,
  carouselMs: 4000,
  swipeThresholdPx: 40,
  diceSteps: 12,
  diceStepMs: 200,
  geolocationTimeoutMs: 10_000,
  resetRedirectMs: 5000,
  saveRedirectMs: 2000,
  headerScrollPx: 50,
} as const;

export const DISPLAY = {
  bellCap: 9,
  featuredCount: 3,
  featuredPool: 6,
  restaurantCardCut: 100,
  homeCardCut: 80,
  mealCardCut: 100,
  ingredientCut: 60,
  tableCut: 50,
  hotAboveC: 25,
  maxDrinks: 3,
  priceFilterMax: 10000,
  cartScrollItems: 3,
  summaryScrollItems: 5,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  theme: 'theme',
  /** The delivery area the visitor browses for (issue #21), one per browser, shared by every tab. */
  area: 'area',
  cart: (userId: number | 'anonymous') => `cart_${userId}`,
  /** The checkout form's address, notes and payment method until the order is placed; never card details. */
  checkoutDraft: (userId: number) => `checkout_${userId}`,
  /** The custom meal being built at a restaurant, its fields and quantities, until it is created. */
  customMealDraft: (userId: number, restaurantId: number) => `custom_meal_${userId}_${restaurantId}`,
} as const;
