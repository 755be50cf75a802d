import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/** The site's name: every tab reads "<Page> · Dishcraft". */
const SITE = 'Dishcraft';

/** Reads an answer the screen has loaded, or undefined while it has not. */
export type CachedAnswer = <T>(key: QueryKey) => T | undefined;

/**
 * A route's page title: words, or words made from the address and what the screen loaded (a meal's name, an order's
 * number), which the title follows as the answers arrive.
 */
export type RouteTitle = string | ((params: Params, cached: CachedAnswer) => string);

/** What a route carries in its `handle`: its title. */
export const titled = (title: RouteTitle) => ({ title });

/**
 * The document title of `pathname`: the title of its deepest route that has one. Every route names its page
 * (routes/*.tsx), so the title never lingers from the page before, after a sign-in or any navigation, and the server
 * writes the same one into the page it renders (entry-server.tsx).
 */
export function documentTitle(routes: RouteObject[], pathname: string, client: QueryClient): string {
  const cached: CachedAnswer = (key) => client.getQueryData(key);
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route, params } of matches.reverse()) {
    const title = (route.handle as { title?: RouteTitle } | undefined)?.title;
    if (title !== undefined) return `${typeof title === 'string' ? title : title(params, cached)} · ${SITE}`;
  }
  return SITE;
}
