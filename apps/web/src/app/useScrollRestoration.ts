import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll like a multi-page site: a new page (link, redirect) starts at the top, or at its #anchor; the back and
 * forward buttons return to where the reader was on that entry. The browser's own restoration is turned off because
 * it runs before the page it returns to has rendered.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    // The scroll the new page's render causes must not overwrite the position of the entry being left.
    const remember = () => {
      if (current.current === key) positions.current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    current.current = location.key;
    if (navigationType === 'POP') window.scrollTo(0, positions.current.get(location.key) ?? 0);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
