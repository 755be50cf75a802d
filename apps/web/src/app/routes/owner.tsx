import type { UserType } from '@dishcraft/contract';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

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
        handle: titled((t) => t('common.titles.restaurantDashboard')),
        Component: lazyPage(() =>
          import('../../features/owner/RestaurantDashboardPage').then((m) => m.RestaurantDashboardPage),
        ),
      },
      {
        path: '/add-meal',
        handle: titled((t) => t('common.titles.addMeal')),
        Component: lazyPage(() => import('../../features/owner/MealFormPage').then((m) => m.MealFormPage)),
      },
      {
        path: '/edit-meal/:mealId',
        handle: titled((t) => t('common.titles.editMeal')),
        Component: lazyPage(() => import('../../features/owner/MealFormPage').then((m) => m.MealFormPage)),
      },
      {
        path: '/add-ingredient',
        handle: titled((t) => t('common.titles.addIngredient')),
        Component: lazyPage(() => import('../../features/owner/IngredientFormPage').then((m) => m.IngredientFormPage)),
      },
      {
        path: '/edit-ingredient/:ingredientId',
        handle: titled((t) => t('common.titles.editIngredient')),
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
        handle: titled((t) => t('common.titles.createRestaurant')),
        Component: lazyPage(() => import('../../features/owner/RestaurantFormPage').then((m) => m.RestaurantFormPage)),
      },
    ],
  },
];
