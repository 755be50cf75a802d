import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/login', Component: lazyPage(() => import('./LoginPage').then((m) => m.LoginPage)) },
  { path: '/register', Component: lazyPage(() => import('./RegisterPage').then((m) => m.RegisterPage)) },
  {
    path: '/forgot-password',
    Component: lazyPage(() => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  },
  {
    path: '/reset-password/:uid/:token',
    Component: lazyPage(() => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  },
];
