import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { routes as admin } from './routes/admin';
import { routes as auth } from './routes/auth';
import { routes as cart } from './routes/cart';
import { routes as checkout } from './routes/checkout';
import { routes as customMeals } from './routes/custom-meals';
import { routes as home } from './routes/home';
import { routes as meals } from './routes/meals';
import { routes as notifications } from './routes/notifications';
import { routes as orders } from './routes/orders';
import { routes as owner } from './routes/owner';
import { routes as profile } from './routes/profile';
import { routes as restaurants } from './routes/restaurants';
import { useLanguage } from '../lib/language';
import { Layout } from './Layout';
import { type LazyPage, lazyPage } from './lazyPage';
import { documentTitle, titled } from './pageTitle';

/** Every screen's route, a file per feature in routes/ (the app composes features, ADR 017); the layout wraps them all. */
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
      {
        path: '*',
        handle: titled((t) => t('common.titles.notFound')),
        Component: lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage)),
      },
    ],
  },
];

/**
 * The app's screens for the location of the enclosing router. Declarative routing (BrowserRouter and useRoutes)
 * rather than a data router: the app loads its data with TanStack Query, not route loaders, and the data router's
 * code was some 20 KB of gzipped JavaScript on the first page.
 */
export function AppRoutes() {
  useDocumentTitle();
  return useRoutes(appRoutes);
}

/**
 * Keeps the tab's title on the page shown (pageTitle.ts), following the answers a title is made of as they arrive,
 * and the page's language.
 */
function useDocumentTitle() {
  const { pathname } = useLocation();
  // A language switch renders this again; documentTitle reads the new language from the formatting settings, which
  // the switch changes first (lib/language.tsx).
  useLanguage();
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const title = () => documentTitle(appRoutes, pathname, client);
  const current = useSyncExternalStore(subscribe, title, title);
  useEffect(() => {
    document.title = current;
  }, [current]);
}

/** Fetches the code of the lazy screens `pathname` shows (see main.tsx). */
export function preloadScreens(pathname: string): Promise<unknown> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | null | undefined)?.preload?.()),
  );
}
