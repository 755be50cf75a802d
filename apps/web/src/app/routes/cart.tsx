import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/cart',
    handle: titled((t) => t('common.titles.cart')),
    Component: lazyPage(() => import('../../features/cart/CartPage').then((m) => m.CartPage)),
  },
];
