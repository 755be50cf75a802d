import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/restaurants',
    Component: lazyPage(() =>
      import('../../features/restaurants/RestaurantListPage').then((m) => m.RestaurantListPage),
    ),
  },
  {
    path: '/restaurants/:id',
    Component: lazyPage(() =>
      import('../../features/restaurants/RestaurantDetailPage').then((m) => m.RestaurantDetailPage),
    ),
  },
];
