import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { hydratesServerRender } from './rendered';

const HydratedContext = createContext(true);

/** Switches useHydrated on once the browser has taken over a page the server rendered (entry-server.tsx, main.tsx). */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => !hydratesServerRender());
  useEffect(() => {
    if (!hydrated) return startTransition(() => setHydrated(true));
    // Marks the document as the app's: a rendered page's controls answer only from then on (the browser tests wait
    // for it after each navigation, e2e/support/test.ts).
    document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while the server renders a page and while the browser hydrates it, true after (at once for a page the browser
 * renders itself). What the server cannot know (who is signed in) or need not wait for (a listed meal's stock check)
 * waits for it. It turns true in a transition: an urgent update meanwhile (a useSyncExternalStore whose server value
 * differs, a query that starts fetching as it mounts) would have React hydrate the rest of the page at once, in one
 * long task (issue #8: ~1 s on a mid-range phone).
 */
export const useHydrated = () => useContext(HydratedContext);
