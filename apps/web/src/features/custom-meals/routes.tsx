import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes, lazy-loaded so the first page stays small; building a meal needs a login. */
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
        Component: lazyPage(() => import('./CreateCustomMealPage').then((m) => m.CreateCustomMealPage)),
      },
    ],
  },
  {
    path: '/meals/custom/:id',
    Component: lazyPage(() => import('./CustomMealDetailPage').then((m) => m.CustomMealDetailPage)),
  },
  {
    path: '/top-custom-meals',
    Component: lazyPage(() => import('./TopCustomMealsPage').then((m) => m.TopCustomMealsPage)),
  },
];
