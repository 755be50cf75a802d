import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';
import { mealKeys } from '../../features/meals/api';
import type { Meal } from '../../lib/types';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/meals',
    handle: titled('Meals'),
    Component: lazyPage(() => import('../../features/meals/MealsPage').then((m) => m.MealsPage)),
  },
  {
    path: '/meals/:id',
    handle: titled(({ id }, cached) => cached<Meal>(mealKeys.detail(Number(id)))?.name ?? 'Meal'),
    Component: lazyPage(() => import('../../features/meals/MealDetailPage').then((m) => m.MealDetailPage)),
  },
];
