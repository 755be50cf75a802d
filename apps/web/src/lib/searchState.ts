import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** A positive whole number from the address (`?page=2`), or 1 for anything else. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/**
 * A list's page and filters kept in the address, so reload and Back keep them. A change keeps the history entry's
 * state, where the dashboards keep the chosen tab (ui/DashboardTabs). `push` adds a history entry (a page turn, which
 * Back undoes); otherwise the entry is replaced (a filter, which also goes back to the first page).
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const update = useCallback(
    (changes: Record<string, string | null>, { push = false } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !push, state },
      ),
    [setParams, state],
  );
  return [params, update] as const;
}
