/**
 * What other features may use of the cart (ADR 017): the cart itself, the shape of an item to add, adding with the
 * replace-cart question, whether the cart's restaurant takes orders now, and a unit's name in the page's language.
 */
export { ClosedNotice, useClosedReason, useRestaurantName } from './ordering';
export { type Cart, type CartItem, type CartItemInput, mealCartItem, useCart } from './store';
export { unitLabel } from './unitLabel';
export { useAddToCart } from './useAddToCart';
