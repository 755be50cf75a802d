import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';

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
        Component: lazyPage(() =>
          import('../../features/custom-meals/CreateCustomMealPage').then((m) => m.CreateCustomMealPage),
        ),
      },
    ],
  },
  {
    path: '/meals/custom/:id',
    Component: lazyPage(() =>
      import('../../features/custom-meals/CustomMealDetailPage').then((m) => m.CustomMealDetailPage),
    ),
  },
  {
    path: '/top-custom-meals',
    Component: lazyPage(() =>
      import('../../features/custom-meals/TopCustomMealsPage').then((m) => m.TopCustomMealsPage),
    ),
  },
];
