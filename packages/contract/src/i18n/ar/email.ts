import type { email as english } from '../en/email.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `email` namespace: every English key, with Arabic's plural forms where a count varies. */
export const email = {} satisfies Translation<typeof english>;
