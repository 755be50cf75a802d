import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreens } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render waits for the code of the screen the address shows (fetched beside the entry: preloadLandingPages
// in vite.config.ts). Rendered before it, the page loader would commit first and React would then hold the screen
// back until 300 ms after it (its throttling of Suspense reveals; issue #8). Should that code fail to load, the app
// renders anyway and the route tries again. The app shell in index.html stays on screen until the first commit.
// Rendered as a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (issue #8: one long task of ~0.5 s on a mid-range phone).
void preloadScreens(location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
