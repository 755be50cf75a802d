import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';

/** This feature's routes (login required), lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: '/checkout', lazy: () => import('./CheckoutPage').then((m) => ({ Component: m.CheckoutPage })) },
    ],
  },
];
