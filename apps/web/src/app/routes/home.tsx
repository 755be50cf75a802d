import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/',
    handle: titled((t) => t('common.titles.home')),
    Component: lazyPage(() => import('../../features/home/HomePage').then((m) => m.HomePage)),
  },
];
