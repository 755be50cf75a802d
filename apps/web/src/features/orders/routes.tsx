import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';

/** This feature's routes (login required), lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth roles={['customer']}>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: '/orders', lazy: () => import('./OrdersPage').then((m) => ({ Component: m.OrdersPage })) }],
  },
  {
    // owners and admins open an order from their dashboards too
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: '/orders/:id', lazy: () => import('./OrderDetailPage').then((m) => ({ Component: m.OrderDetailPage })) },
    ],
  },
];
