import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes (login required), lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth roles={['customer']}>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: '/orders', Component: lazyPage(() => import('./OrdersPage').then((m) => m.OrdersPage)) }],
  },
  {
    // owners and admins open an order from their dashboards too
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: '/orders/:id', Component: lazyPage(() => import('./OrderDetailPage').then((m) => m.OrderDetailPage)) },
    ],
  },
];
