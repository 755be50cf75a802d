import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { renderedState } from './lib/rendered';
import { loadCatalogue } from './lib/catalogues';
import { pageLocale, setActiveLocale } from './lib/locale';
import { preloadScreens } from './app/router';
import { tokenStore } from './lib/storage';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();
// The server chose the page's language and currency and wrote them on <html>; the app renders in them.
const locale = pageLocale(document.documentElement);
setActiveLocale(locale);
// A page the server rendered (entry-server.tsx) comes with the answers it was rendered from: the browser starts from
// them, so its first render is the server's markup, which React adopts (hydrates) instead of building it again.
const state = renderedState();
if (state) hydrate(queryClient, state);
const app = (
  <StrictMode>
    <App queryClient={queryClient} locale={locale} />
  </StrictMode>
);
// The first render waits for the code of the screen the address shows (fetched beside the entry: preloadLandingPages
// in vite.config.ts). Rendered before it, the page loader would commit first and React would then hold the screen
// back until 300 ms after it (its throttling of Suspense reveals; issue #8); a hydration would not match. Should
// that code fail to load, the app renders anyway and the route tries again. The app shell in index.html (or the
// rendered page) stays on screen meanwhile. Rendered or hydrated as a transition, the first render yields to the
// browser every few milliseconds instead of holding the main thread for the whole tree (issue #8: one long task of
// ~0.5 s on a mid-range phone; React does not slice default-priority work).
// An Arabic page also waits for the Arabic texts, fetched at the same time (lib/catalogues.ts).
void Promise.all([
  preloadScreens(location.pathname).catch(() => undefined),
  loadCatalogue(locale.language).catch(() => undefined),
]).then(() => {
  if (!state) return startTransition(() => createRoot(root).render(app));
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // The server rendered what anyone may see; signed in, this visitor may see more (an owner's own unapproved
  // restaurant, say), so the answers are asked again with the token.
  if (tokenStore.get()) void queryClient.invalidateQueries();
});
