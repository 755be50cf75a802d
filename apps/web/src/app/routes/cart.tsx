import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/cart', Component: lazyPage(() => import('../../features/cart/CartPage').then((m) => m.CartPage)) },
];
