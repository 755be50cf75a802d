import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth';
// the api module alone: the header loads this with the first page, without the address book's screens
import { useAddresses } from '../addresses/api';
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

/** Customers already given their default area in this page's life: one who then clears it keeps it cleared. */
const defaulted = new Set<number>();

/**
 * A signed-in customer who has not chosen an area starts with the area of their default saved address. Mounted once,
 * in the header; it asks for the addresses only while no area is chosen.
 */
export function useDefaultArea(): void {
  const { status, user } = useAuth();
  const [area, setArea] = useChosenArea();
  const userId = user?.id ?? 0;
  const wanted =
    status === 'authenticated' && user?.user_type === 'customer' && area === null && !defaulted.has(userId);
  const addresses = useAddresses(wanted);
  const fallback = wanted ? addresses.data?.find((a) => a.is_default)?.area_details : undefined;
  useEffect(() => {
    if (!fallback) return;
    defaulted.add(userId);
    if (!fallback.is_retired) setArea(fallback);
  }, [fallback, userId, setArea]);
}
