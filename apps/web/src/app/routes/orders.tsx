import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

/** The feature's routes (login required), lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth roles={['customer']}>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/orders',
        handle: titled((t) => t('common.titles.myOrders')),
        Component: lazyPage(() => import('../../features/orders/OrdersPage').then((m) => m.OrdersPage)),
      },
    ],
  },
  {
    // owners and admins open an order from their dashboards too
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/orders/:id',
        handle: titled((t, { id }) => t('common.titles.order', { id: id ?? '' })),
        Component: lazyPage(() => import('../../features/orders/OrderDetailPage').then((m) => m.OrderDetailPage)),
      },
    ],
  },
];
