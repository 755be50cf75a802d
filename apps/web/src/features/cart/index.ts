/** What other features may use of the cart (ADR 017): the cart itself and the shape of an item to add. */
export { type Cart, type CartItemInput, useCart } from './store';
