import type { UserType } from '@dishcraft/contract';
import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

const ADMIN: UserType[] = ['admin'];

/** Admin screens (owner/admin spec §2, §6): visitors go to /login, other users to /. Lazy-loaded. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth roles={ADMIN}>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/admin-dashboard',
        handle: titled((t) => t('common.titles.adminDashboard')),
        Component: lazyPage(() => import('../../features/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage)),
      },
      {
        path: '/admin/add-user',
        handle: titled((t) => t('common.titles.addUser')),
        Component: lazyPage(() => import('../../features/admin/UserFormPage').then((m) => m.UserFormPage)),
      },
      {
        path: '/admin/edit-user/:id',
        handle: titled((t) => t('common.titles.editUser')),
        Component: lazyPage(() => import('../../features/admin/UserFormPage').then((m) => m.UserFormPage)),
      },
      {
        path: '/admin/add-restaurant',
        handle: titled((t) => t('common.titles.addRestaurant')),
        Component: lazyPage(() => import('../../features/owner/RestaurantFormPage').then((m) => m.RestaurantFormPage)),
      },
      {
        path: '/admin/edit-restaurant/:id',
        handle: titled((t) => t('common.titles.editRestaurant')),
        Component: lazyPage(() => import('../../features/owner/RestaurantFormPage').then((m) => m.RestaurantFormPage)),
      },
      {
        path: '/admin/orders/:id',
        handle: titled((t, { id }) => t('common.titles.order', { id: id ?? '' })),
        Component: lazyPage(() => import('../../features/admin/AdminOrderPage').then((m) => m.AdminOrderPage)),
      },
    ],
  },
];
