import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { routes as admin } from '../features/admin/routes';
import { routes as auth } from '../features/auth/routes';
import { routes as cart } from '../features/cart/routes';
import { routes as checkout } from '../features/checkout/routes';
import { routes as customMeals } from '../features/custom-meals/routes';
import { routes as home } from '../features/home/routes';
import { routes as meals } from '../features/meals/routes';
import { routes as notifications } from '../features/notifications/routes';
import { routes as orders } from '../features/orders/routes';
import { routes as owner } from '../features/owner/routes';
import { routes as profile } from '../features/profile/routes';
import { routes as restaurants } from '../features/restaurants/routes';
import { Layout } from './Layout';
import { type LazyPage, lazyPage } from './lazyPage';

/** Every screen's route comes from its feature folder; the layout wraps them all. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...home,
      ...auth,
      ...restaurants,
      ...meals,
      ...customMeals,
      ...cart,
      ...checkout,
      ...orders,
      ...profile,
      ...notifications,
      ...owner,
      ...admin,
      { path: '*', Component: lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
];

/**
 * The app's screens for the location of the enclosing router. Declarative routing (BrowserRouter and useRoutes)
 * rather than a data router: the app loads its data with TanStack Query, not route loaders, and the data router's
 * code was some 20 KB of gzipped JavaScript on the first page.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Fetches the code of the lazy screens `pathname` shows (see main.tsx). */
export function preloadScreens(pathname: string): Promise<unknown> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | null | undefined)?.preload?.()),
  );
}
