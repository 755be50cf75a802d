import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Rendered as a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (issue #8: one long task of ~0.5 s on a mid-range phone); the app shell in
// index.html stays on screen until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
