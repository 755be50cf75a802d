import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/login', Component: lazyPage(() => import('../../features/auth/LoginPage').then((m) => m.LoginPage)) },
  {
    path: '/register',
    Component: lazyPage(() => import('../../features/auth/RegisterPage').then((m) => m.RegisterPage)),
  },
  {
    path: '/forgot-password',
    Component: lazyPage(() => import('../../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  },
  {
    path: '/reset-password/:uid/:token',
    Component: lazyPage(() => import('../../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  },
];
