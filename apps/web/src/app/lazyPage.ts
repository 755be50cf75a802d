import { type ComponentType, lazy } from 'react';

/**
 * A screen whose code loads with its route's first render, in its own chunk, so the first page stays small. Layout's
 * Suspense shows the page loader meanwhile; a later navigation keeps the current screen until the chunk arrives
 * (the router renders in a transition).
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}
