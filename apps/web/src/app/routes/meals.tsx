import { localized } from '@dishcraft/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';
import { mealKeys } from '../../features/meals/api';
import type { Meal } from '../../lib/types';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/meals',
    handle: titled((t) => t('common.titles.meals')),
    Component: lazyPage(() => import('../../features/meals/MealsPage').then((m) => m.MealsPage)),
  },
  {
    path: '/meals/:id',
    handle: titled((t, { id }, cached, language) => {
      const meal = cached<Meal>(mealKeys.detail(Number(id)));
      return (meal && localized(meal, 'name', language)) || t('common.titles.meal');
    }),
    Component: lazyPage(() => import('../../features/meals/MealDetailPage').then((m) => m.MealDetailPage)),
  },
];
