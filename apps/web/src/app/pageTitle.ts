import { type Language, translator } from '@dishcraft/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { activeLocale } from '../lib/locale';

/** Reads an answer the screen has loaded, or undefined while it has not. */
export type CachedAnswer = <T>(key: QueryKey) => T | undefined;

/**
 * A route's page title, in the page's language: words from the catalogue, or made from the address and what the
 * screen loaded (a meal's name, an order's number), which the title follows as the answers arrive.
 */
export type RouteTitle = (t: TFunction, params: Params, cached: CachedAnswer, language: Language) => string;

/** What a route carries in its `handle`: its title. */
export const titled = (title: RouteTitle) => ({ title });

/**
 * The document title of `pathname`: the title of its deepest route that has one, "<Page> · Dishcraft". Every route
 * names its page (routes/*.tsx), so the title never lingers from the page before, after a sign-in or any navigation,
 * and the server writes the same one into the page it renders (entry-server.tsx), in that render's language.
 */
export function documentTitle(routes: RouteObject[], pathname: string, client: QueryClient): string {
  const { language } = activeLocale();
  const t = translator(language);
  const cached: CachedAnswer = (key) => client.getQueryData(key);
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route, params } of matches.reverse()) {
    const title = (route.handle as { title?: RouteTitle } | undefined)?.title;
    if (title !== undefined) return t('common.titles.page', { page: title(t, params, cached, language) });
  }
  return t('common.brand');
}
