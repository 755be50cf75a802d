import { useSyncExternalStore } from 'react';
import { type ChosenArea, chosenAreaStore } from './chosenArea';

// The server renders a page for no one in particular: no area. The browser's first render (hydration) matches it,
// then reads the stored choice.
const none = () => null;

/** The chosen area (null when none) and a way to change it; every tab and every screen shows the same one. */
export function useChosenArea(): [ChosenArea | null, (area: ChosenArea | null) => void] {
  const store = chosenAreaStore();
  const area = useSyncExternalStore(store.subscribe, store.getSnapshot, none);
  return [area, store.set];
}
