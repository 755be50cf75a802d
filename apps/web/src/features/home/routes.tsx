import type { RouteObject } from 'react-router';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/', lazy: () => import('./HomePage').then((m) => ({ Component: m.HomePage })) },
];
