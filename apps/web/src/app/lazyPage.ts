import { type ComponentType, createElement, lazy, useState } from 'react';

/** A lazily loaded screen; `preload` fetches its code ahead of its first render (main.tsx, router.tsx). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A screen whose code loads with its route's first render, in its own chunk, so the first page stays small. Layout's
 * Suspense shows the page loader meanwhile; a later navigation keeps the current screen until the chunk arrives
 * (the router renders in a transition). A screen whose code was preloaded renders at once, without suspending.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => {
        loaded = Component;
      },
      (error: unknown) => {
        // A failed chunk request is tried again by the next render, as React.lazy alone would not.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    // Chosen once per mount: switching from one element type to the other would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  }
  return Object.assign(Page, { preload });
}
