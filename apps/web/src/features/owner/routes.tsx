import type { UserType } from '@dishcraft/contract';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../app/guards';

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
        lazy: () => import('./RestaurantDashboardPage').then((m) => ({ Component: m.RestaurantDashboardPage })),
      },
      { path: '/add-meal', lazy: () => import('./MealFormPage').then((m) => ({ Component: m.MealFormPage })) },
      { path: '/edit-meal/:mealId', lazy: () => import('./MealFormPage').then((m) => ({ Component: m.MealFormPage })) },
      {
        path: '/add-ingredient',
        lazy: () => import('./IngredientFormPage').then((m) => ({ Component: m.IngredientFormPage })),
      },
      {
        path: '/edit-ingredient/:ingredientId',
        lazy: () => import('./IngredientFormPage').then((m) => ({ Component: m.IngredientFormPage })),
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
        lazy: () => import('./RestaurantFormPage').then((m) => ({ Component: m.RestaurantFormPage })),
      },
    ],
  },
];
