import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

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
        path: '/notifications',
        handle: titled((t) => t('common.titles.notifications')),
        Component: lazyPage(() =>
          import('../../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
        ),
      },
    ],
  },
];
