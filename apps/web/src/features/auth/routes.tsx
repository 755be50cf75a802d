import type { RouteObject } from 'react-router';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/login', lazy: () => import('./LoginPage').then((m) => ({ Component: m.LoginPage })) },
  { path: '/register', lazy: () => import('./RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
  {
    path: '/forgot-password',
    lazy: () => import('./ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: '/reset-password/:uid/:token',
    lazy: () => import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];
