import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';

/** The feature's routes (login required), lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/checkout',
        Component: lazyPage(() => import('../../features/checkout/CheckoutPage').then((m) => m.CheckoutPage)),
      },
    ],
  },
];
