import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/**
 * Called by Layout once the first screen's code has loaded and rendered. The chrome that waits for it (toasts,
 * modals, the header's menu, drawer and tooltip, the footer) then loads: fetched and rendered before, it competed
 * with the screen's own chunks and render on a slow phone (issue #8).
 */
export function markFirstScreenShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Whether the first screen has shown (see markFirstScreenShown). */
export function useFirstScreenShown() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}
