import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** This feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  { path: '/', Component: lazyPage(() => import('./HomePage').then((m) => m.HomePage)) },
];
