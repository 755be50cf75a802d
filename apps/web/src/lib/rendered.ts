import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page the server rendered (entry-server.tsx) carries its query cache in a data block beside #root, for the browser
 * to hydrate from (main.tsx).
 */
const RENDERED_STATE_ID = 'rendered-state';

/** The data block's markup: JSON that no `</script>` or `<!--` inside a string can end early. */
export function stateScript(state: DehydratedState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${RENDERED_STATE_ID}">${json}</script>`;
}

/** The cache a rendered page came with, or null for the plain app shell. */
export function renderedState(): DehydratedState | null {
  const block = document.getElementById(RENDERED_STATE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as DehydratedState) : null;
}

/** Whether this render is the server's, or the browser's hydration of it (a rendered page's first render). */
export function hydratesServerRender(): boolean {
  return typeof document === 'undefined' || document.getElementById(RENDERED_STATE_ID) !== null;
}
