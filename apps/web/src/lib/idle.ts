import { useEffect, useState } from 'react';

/** Runs `task` in a moment the browser has nothing else to do (a timer where it cannot tell); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/**
 * False until the browser has had an idle moment after `ready` turned true, then true for good: components that each
 * start work as they mount (a list's cards starting their requests) start it in tasks of their own instead of all in
 * the one that mounted them.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}
