import type { UserType } from '@dishcraft/contract';
import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';

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
        lazy: () => import('./AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
      },
      { path: '/admin/add-user', lazy: () => import('./UserFormPage').then((m) => ({ Component: m.UserFormPage })) },
      {
        path: '/admin/edit-user/:id',
        lazy: () => import('./UserFormPage').then((m) => ({ Component: m.UserFormPage })),
      },
      {
        path: '/admin/add-restaurant',
        lazy: () => import('../owner/RestaurantFormPage').then((m) => ({ Component: m.RestaurantFormPage })),
      },
      {
        path: '/admin/edit-restaurant/:id',
        lazy: () => import('../owner/RestaurantFormPage').then((m) => ({ Component: m.RestaurantFormPage })),
      },
      {
        path: '/admin/orders/:id',
        lazy: () => import('./AdminOrderPage').then((m) => ({ Component: m.AdminOrderPage })),
      },
    ],
  },
];
