import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { LANDING_PAGES } from './app/landingPages';
import { pageStyles } from './app/pageStyles';
import { createQueryClient } from './app/queryClient';
import { stateScript } from './lib/rendered';
import { appRoutes, preloadScreens } from './app/router';
import { documentTitle } from './app/pageTitle';
import { type ApiTransport, setApiTransport } from './lib/api';
import { loadCatalogue } from './lib/catalogues';
import { type LocaleSettings, setLocaleSource } from './lib/locale';

/*
 * The server renders the pages people land on (LANDING_PAGES), with their data, for a visitor's first request
 * (issue #8): their first paint then shows the screen itself, pictures included, instead of an app shell that waits
 * for ~130 KB of script, its run and the API answers; the browser hydrates that markup (main.tsx). Screens behind a
 * sign-in are not rendered here: the server cannot know the visitor, whose token lives in this browser's storage.
 */

/** This module is built to dist-server, beside the browser's build in dist. */
const stylesOf = pageStyles(new URL('../dist/.vite/manifest.json', import.meta.url));

/** Renders at most this many times: each render can start queries that depend on the previous one's answers. */
const MAX_RENDERS = 2;

/** The API requests of the render in progress go through that render's transport (one server, many renders). */
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('an API request outside a server render');
  return transport(url, init);
});

/** Each render formats numbers and dates in its own page's language (the worker renders several pages at once). */
const locales = new AsyncLocalStorage<LocaleSettings>();
setLocaleSource(() => {
  const locale = locales.getStore();
  if (!locale) throw new Error('formatting outside a server render');
  return locale;
});

/**
 * Whether the hook that made `query` lets it fetch. Query.isDisabled() cannot tell on the server: with no observer
 * subscribed (no effects run there) it calls every query without data disabled.
 */
const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
};

/** Queries the last render started and nobody fetched yet (enabled, without data or error). */
const unfetched = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page at `url` (path and query string) in `template` (the built index.html, whose app shell sits between
 * `<!--app-->` and `<!--/app-->`), rendered with the answers of the API requests it makes through `transport`;
 * null for an address this module does not render.
 */
export async function renderPage(
  url: string,
  template: string,
  transport: ApiTransport,
  locale: LocaleSettings,
): Promise<string | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const landing = LANDING_PAGES.find(({ path }) => path.test(pathname));
  if (!landing) return null;
  const shell = /<!--app-->[\s\S]*<!--\/app-->/;
  if (!shell.test(template)) throw new Error('index.html has no <!--app--> … <!--/app--> around its shell');
  await Promise.all([preloadScreens(pathname), loadCatalogue(locale.language)]);

  const client = createQueryClient();
  // A failed answer is left for the browser to ask again, with its own retries and error messages.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // Waits for lazy parts (e.g. the home page's carousel) instead of leaving their Suspense fallback for the browser to
  // replace, which React reports as an error there. With no chunk size, React writes every part in place: it would
  // otherwise move large ones in with inline scripts, which the Content Security Policy forbids.
  const render = async () => {
    const { prelude } = await prerender(<App queryClient={client} locale={locale} Router={Router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return new Response(prelude).text();
  };

  const html = await locales.run(locale, () =>
    transports.run(transport, async () => {
      for (let pass = 1; ; pass += 1) {
        const markup = await render();
        const waiting = unfetched(client);
        if (pass === MAX_RENDERS || waiting.length === 0) return markup;
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        // The browser starts without failed answers (they are not sent), so the page shows them as still loading.
        client.removeQueries({ predicate: (query) => query.state.status === 'error' });
      }
    }),
  );
  const styles = stylesOf(landing.page)
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const title = escapeHtml(locales.run(locale, () => documentTitle(appRoutes, pathname, client)));
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `${styles.join('')}</head>`)
    .replace(shell, () => `<div id="root">${html}</div>${stateScript(dehydrate(client))}`);
}
