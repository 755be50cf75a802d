/**
 * Messages of the signed-in customer screens (customer spec §2 and §8): cart, checkout, orders,
 * profile and notifications. Server messages stay in their feature files; these are web-side only.
 */
export const CART_MESSAGES = {
  emptyTitle: 'Your cart is empty',
  emptyHint: 'Browse restaurants and add a meal or build your own.',
  loginToAdd: 'Please log in to add items to your cart',
  addFailed: 'Failed to add item to cart',
  addMealFailed: 'Failed to add meal to cart. Please try again.',
  noCustomRestaurant: 'Could not determine the restaurant for this custom meal. Please try again.',
  noMealRestaurant: 'Could not get restaurant information for this meal',
  added: (name: string) => `${name} added to your cart`,
  clearTitle: 'Clear your cart?',
  clearBody: (count: number, restaurant: string) =>
    `All ${count} item${count === 1 ? '' : 's'} from ${restaurant} will be removed. This cannot be undone.`,
  removeLabel: (name: string) => `Remove ${name} from the cart`,
  cleared: 'Your cart is now empty',
} as const;

export const CHECKOUT_MESSAGES = {
  processing: 'Processing...',
  addressRequired: 'Delivery address is required.',
  cardIncomplete: 'Enter the card number, expiry date (MM/YY) and security code.',
  expiryFormat: 'Use the format MM/YY',
  priceChangedTitle: 'Prices have changed',
  priceChangedHint: 'Update the cart to the current prices, check the new total, then place the order again.',
  updatePrices: 'Update cart prices',
  pricesUpdated: 'Cart prices updated to the current prices',
  closedTitle: 'The restaurant is closed',
  closedHint: (opening: string, closing: string) =>
    `It takes orders between ${opening} and ${closing}. Your cart is kept, so you can order when it opens.`,
  unavailableTitle: 'Some items cannot be made right now',
  unavailableHint: 'Change the quantities or remove these items from your cart, then try again.',
  paymentTitle: 'Payment failed',
  paymentHint: 'Check the card details or use another card. You have not been charged for an order.',
  placed: (id: number) => `Order #${id} placed`,
  emptyCart: 'Your cart is empty, so there is nothing to check out.',
  cashNote: 'Pay the rider when your order arrives.',
  testModeNote: 'Test mode: use 4242 4242 4242 4242 with any future expiry and any CVC.',
} as const;

export const ORDER_WEB_MESSAGES = {
  emptyTitle: 'No Orders Yet',
  emptyHint: 'When you place an order, it will appear here.',
  cancelTitle: 'Cancel this order?',
  cancelBody: (id: number) =>
    `Order #${id} will be cancelled and the restaurant told why. A card payment is refunded. This cannot be undone.`,
  cancelReasonLabel: 'Reason for cancelling',
  cancelled: (id: number) => `Order #${id} cancelled`,
  cancelFailed: 'Failed to cancel the order.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  noCustomMeals: "You haven't created any custom meals yet",
  noCustomMealsHint: 'Pick a restaurant and build a meal from its ingredients.',
  pictureHint: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB',
} as const;

export const NOTIFICATION_WEB_MESSAGES = {
  noNew: 'No new notifications',
  viewAll: 'View all notifications',
  empty: (filter: 'all' | 'unread' | 'read') => (filter === 'all' ? 'No notifications' : `No ${filter} notifications`),
  emptyHint: 'Check back later for updates on your orders and activities',
  loading: 'Loading your notifications...',
  loadError: "We couldn't load your notifications. Please try again later.",
  fetchFailed: 'Failed to fetch notifications.',
  fetchUnreadFailed: 'Failed to fetch unread notifications.',
  markFailed: 'Failed to mark notification as read.',
  markAllFailed: 'Failed to mark all notifications as read.',
  markAll: 'Mark all as read',
  markOne: 'Mark as read',
} as const;

export const CUSTOM_MEAL_WEB_MESSAGES = {
  creatorOnlyVisibility: 'Only the creator of this custom meal can change its visibility.',
  topHeading: 'Top 10 Custom Meals',
  topCta: 'Create your own custom meal and it could be next on this list.',
} as const;
