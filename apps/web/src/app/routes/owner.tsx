import type { UserType } from '@dishcraft/contract';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';

const OWNER: UserType[] = ['restaurant'];

/**
 * Owner screens (owner/admin spec §2, §6): visitors go to /login, other users to /. The restaurant form
 * only needs a login: it answers other roles itself with the spec's message. Lazy-loaded.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth roles={OWNER}>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/restaurant-dashboard',
        Component: lazyPage(() =>
          import('../../features/owner/RestaurantDashboardPage').then((m) => m.RestaurantDashboardPage),
        ),
      },
      {
        path: '/add-meal',
        Component: lazyPage(() => import('../../features/owner/MealFormPage').then((m) => m.MealFormPage)),
      },
      {
        path: '/edit-meal/:mealId',
        Component: lazyPage(() => import('../../features/owner/MealFormPage').then((m) => m.MealFormPage)),
      },
      {
        path: '/add-ingredient',
        Component: lazyPage(() => import('../../features/owner/IngredientFormPage').then((m) => m.IngredientFormPage)),
      },
      {
        path: '/edit-ingredient/:ingredientId',
        Component: lazyPage(() => import('../../features/owner/IngredientFormPage').then((m) => m.IngredientFormPage)),
      },
    ],
  },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/create-restaurant',
        Component: lazyPage(() => import('../../features/owner/RestaurantFormPage').then((m) => m.RestaurantFormPage)),
      },
    ],
  },
];
