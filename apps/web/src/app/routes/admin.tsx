import type { UserType } from '@dishcraft/contract';
import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';

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
        Component: lazyPage(() => import('../../features/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage)),
      },
      {
        path: '/admin/add-user',
        Component: lazyPage(() => import('../../features/admin/UserFormPage').then((m) => m.UserFormPage)),
      },
      {
        path: '/admin/edit-user/:id',
        Component: lazyPage(() => import('../../features/admin/UserFormPage').then((m) => m.UserFormPage)),
      },
      {
        path: '/admin/add-restaurant',
        Component: lazyPage(() => import('../../features/owner/RestaurantFormPage').then((m) => m.RestaurantFormPage)),
      },
      {
        path: '/admin/edit-restaurant/:id',
        Component: lazyPage(() => import('../../features/owner/RestaurantFormPage').then((m) => m.RestaurantFormPage)),
      },
      {
        path: '/admin/orders/:id',
        Component: lazyPage(() => import('../../features/admin/AdminOrderPage').then((m) => m.AdminOrderPage)),
      },
    ],
  },
];
