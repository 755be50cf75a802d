import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/restaurants',
    Component: lazyPage(() => import('./RestaurantListPage').then((m) => m.RestaurantListPage)),
  },
  {
    path: '/restaurants/:id',
    Component: lazyPage(() => import('./RestaurantDetailPage').then((m) => m.RestaurantDetailPage)),
  },
];
