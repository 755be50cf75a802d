import type { RouteObject } from 'react-router';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/cart', lazy: () => import('./CartPage').then((m) => ({ Component: m.CartPage })) },
];
