import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    handle: titled((t) => t('common.titles.signIn')),
    Component: lazyPage(() => import('../../features/auth/LoginPage').then((m) => m.LoginPage)),
  },
  {
    path: '/register',
    handle: titled((t) => t('common.titles.register')),
    Component: lazyPage(() => import('../../features/auth/RegisterPage').then((m) => m.RegisterPage)),
  },
  {
    path: '/forgot-password',
    handle: titled((t) => t('common.titles.forgotPassword')),
    Component: lazyPage(() => import('../../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  },
  {
    path: '/reset-password/:uid/:token',
    handle: titled((t) => t('common.titles.resetPassword')),
    Component: lazyPage(() => import('../../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  },
];
