import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/meals', Component: lazyPage(() => import('./MealsPage').then((m) => m.MealsPage)) },
  { path: '/meals/:id', Component: lazyPage(() => import('./MealDetailPage').then((m) => m.MealDetailPage)) },
];
