import type { reviews as english } from '../en/reviews.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `reviews` namespace: every English key, with Arabic's plural forms where a count varies. */
export const reviews = {} satisfies Translation<typeof english>;
