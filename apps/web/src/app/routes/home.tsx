import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/', Component: lazyPage(() => import('../../features/home/HomePage').then((m) => m.HomePage)) },
];
