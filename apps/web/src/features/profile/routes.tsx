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
      { path: '/profile', lazy: () => import('./ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
      {
        path: '/edit-profile',
        lazy: () => import('./EditProfilePage').then((m) => ({ Component: m.EditProfilePage })),
      },
    ],
  },
];
