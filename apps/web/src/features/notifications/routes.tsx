import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes (login required), lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: '/notifications',
        Component: lazyPage(() => import('./NotificationsPage').then((m) => m.NotificationsPage)),
      },
    ],
  },
];
