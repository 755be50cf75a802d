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
        path: '/profile',
        handle: titled((t) => t('common.titles.profile')),
        Component: lazyPage(() => import('../../features/profile/ProfilePage').then((m) => m.ProfilePage)),
      },
      {
        path: '/edit-profile',
        handle: titled((t) => t('common.titles.editProfile')),
        Component: lazyPage(() => import('../../features/profile/EditProfilePage').then((m) => m.EditProfilePage)),
      },
    ],
  },
];
