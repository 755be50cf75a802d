import type { RouteObject } from 'react-router';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/restaurants',
    lazy: () => import('./RestaurantListPage').then((m) => ({ Component: m.RestaurantListPage })),
  },
  {
    path: '/restaurants/:id',
    lazy: () => import('./RestaurantDetailPage').then((m) => ({ Component: m.RestaurantDetailPage })),
  },
];
