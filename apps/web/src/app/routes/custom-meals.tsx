import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';
import { customMealKeys } from '../../features/custom-meals/api';
import type { CustomMeal } from '../../lib/types';

/** The feature's routes, lazy-loaded so the first page stays small; building a meal needs a login. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/custom-meal/:restaurantId',
        handle: titled((t) => t('common.titles.createCustomMeal')),
        Component: lazyPage(() =>
          import('../../features/custom-meals/CreateCustomMealPage').then((m) => m.CreateCustomMealPage),
        ),
      },
    ],
  },
  {
    path: '/meals/custom/:id',
    handle: titled(
      (t, { id }, cached) =>
        cached<CustomMeal>(customMealKeys.detail(Number(id)))?.name || t('common.titles.customMeal'),
    ),
    Component: lazyPage(() =>
      import('../../features/custom-meals/CustomMealDetailPage').then((m) => m.CustomMealDetailPage),
    ),
  },
  {
    path: '/top-custom-meals',
    handle: titled((t) => t('common.titles.topCustomMeals')),
    Component: lazyPage(() =>
      import('../../features/custom-meals/TopCustomMealsPage').then((m) => m.TopCustomMealsPage),
    ),
  },
];
