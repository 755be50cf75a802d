import type { RouteObject } from 'react-router';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/meals', lazy: () => import('./MealsPage').then((m) => ({ Component: m.MealsPage })) },
  { path: '/meals/:id', lazy: () => import('./MealDetailPage').then((m) => ({ Component: m.MealDetailPage })) },
];
