import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/meals', Component: lazyPage(() => import('../../features/meals/MealsPage').then((m) => m.MealsPage)) },
  {
    path: '/meals/:id',
    Component: lazyPage(() => import('../../features/meals/MealDetailPage').then((m) => m.MealDetailPage)),
  },
];
