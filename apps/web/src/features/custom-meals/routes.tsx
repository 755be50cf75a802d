import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';

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
        lazy: () => import('./CreateCustomMealPage').then((m) => ({ Component: m.CreateCustomMealPage })),
      },
    ],
  },
  {
    path: '/meals/custom/:id',
    lazy: () => import('./CustomMealDetailPage').then((m) => ({ Component: m.CustomMealDetailPage })),
  },
  {
    path: '/top-custom-meals',
    lazy: () => import('./TopCustomMealsPage').then((m) => ({ Component: m.TopCustomMealsPage })),
  },
];
