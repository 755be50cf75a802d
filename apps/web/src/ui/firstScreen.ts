import { startTransition, useEffect, useState } from 'react';

/** The longest the chrome waits for the first screen's pictures. */
const PICTURES_WAIT_MS = 3000;

let shown = false;
let waiting = false;
const listeners = new Set<() => void>();

/** Lets the chrome load now: a user asked for part of it (e.g. the account menu), or the first screen is complete. */
export function showChrome() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * A loading placeholder: a region marked busy (`aria-busy="true"`, as CardGridSkeleton and the forms' skeletons are),
 * which also tells assistive technology to wait for it. Buttons busy saving are not the screen loading.
 */
const PLACEHOLDER = '[aria-busy="true"]:not(button)';

/** Loads the chrome once no placeholder and no loading picture is left in view, re-checked as the screen changes. */
function whenScreenComplete() {
  const main = document.getElementById('main') ?? document.body;
  const watched = new WeakSet<HTMLImageElement>();
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (shown) return observer.disconnect();
    if ([...main.querySelectorAll(PLACEHOLDER)].some(inView)) return;
    const loading = [...document.querySelectorAll('img')].filter((img) => !img.complete && inView(img));
    if (loading.length === 0) {
      observer.disconnect();
      // after the frame that paints the pictures: the chrome's code and render would otherwise hold that paint back
      return requestAnimationFrame(() => setTimeout(showChrome));
    }
    for (const img of loading) {
      if (watched.has(img)) continue;
      watched.add(img);
      img.addEventListener('load', check, { once: true });
      img.addEventListener('error', check, { once: true });
    }
  };
  observer.observe(main, { childList: true, subtree: true });
  check();
}

/**
 * Called by Layout once the first screen's code has loaded and rendered. The chrome that waits for it (toasts,
 * modals, the header's menu, drawer and tooltip, the footer) then loads once the screen's data and the pictures in
 * view have arrived too (at most PICTURES_WAIT_MS later): fetched before, it competed with the screen's chunks, render
 * and largest picture for a slow phone's connection (issue #8). The lists insert their pictures after the page's load
 * event, so the wait follows the screen's placeholders and pictures rather than that event.
 */
export function markFirstScreenShown() {
  if (shown || waiting) return;
  waiting = true;
  setTimeout(showChrome, PICTURES_WAIT_MS);
  whenScreenComplete();
}

/**
 * Whether the chrome may load (see markFirstScreenShown). False in a component's first render, as on the server (a
 * hydrated page matches it), then true in a transition once the first screen has shown: an update from a store read
 * with useSyncExternalStore, as this was, renders at once in one task, and mounting the chrome that way was a task of
 * 40-85 ms at Lighthouse's 4x CPU right after the first screen (issue #8); a transition yields to the browser.
 */
export function useFirstScreenShown() {
  const [value, setValue] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setValue(true));
    if (shown) return show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return value;
}
