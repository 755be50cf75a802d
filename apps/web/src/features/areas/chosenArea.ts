import { STORAGE_KEYS } from '@dishcraft/contract';
import type { Area } from './types';

/**
 * The area the visitor browses and orders for (issue #21), kept in localStorage so it outlives the visit, and shared
 * by every tab through the storage event, as the cart is. Its names are kept with the id so the header can show it
 * without a request; they are refreshed whenever the list of areas is read.
 */
export type ChosenArea = Pick<Area, 'id' | 'name' | 'name_ar' | 'city' | 'city_ar'>;

export interface ChosenAreaStore {
  getSnapshot(): ChosenArea | null;
  subscribe(listener: () => void): () => void;
  set(area: ChosenArea | null): void;
  dispose(): void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored choice, or null when there is none or it is not one (an older shape, a hand edit). */
export function parseChosenArea(raw: string | null): ChosenArea | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const { id, name, city } = value ?? {};
    if (!Number.isInteger(id) || (id as number) <= 0 || typeof name !== 'string' || typeof city !== 'string')
      return null;
    return { id: id as number, name, city, name_ar: text(value.name_ar), city_ar: text(value.city_ar) };
  } catch {
    return null;
  }
}

const same = (a: ChosenArea | null, b: ChosenArea | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.id === b.id &&
    a.name === b.name &&
    a.name_ar === b.name_ar &&
    a.city === b.city &&
    a.city_ar === b.city_ar);

export function createChosenAreaStore(options: { storage?: Storage; win?: Window } = {}): ChosenAreaStore {
  // Rendered on the server (entry-server.tsx) there is neither: no area is chosen, as for a new visitor.
  const storage: Storage | undefined = options.storage ?? globalThis.localStorage;
  const win: Window | undefined = options.win ?? globalThis.window;
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return parseChosenArea(storage?.getItem(STORAGE_KEYS.area) ?? null);
    } catch {
      return null;
    }
  };
  let state = read();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== storage) return;
    if (event.key !== null && event.key !== STORAGE_KEYS.area) return;
    const next = read();
    if (same(next, state)) return;
    state = next;
    emit();
  };
  win?.addEventListener('storage', onStorage);
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(area) {
      const next: ChosenArea | null = area
        ? { id: area.id, name: area.name, name_ar: area.name_ar, city: area.city, city_ar: area.city_ar }
        : null;
      if (same(next, state)) return;
      state = next;
      try {
        if (next) storage?.setItem(STORAGE_KEYS.area, JSON.stringify(next));
        else storage?.removeItem(STORAGE_KEYS.area);
      } catch {
        // storage full or blocked: the choice still holds for this page
      }
      emit();
    },
    dispose: () => win?.removeEventListener('storage', onStorage),
  };
}

let shared: ChosenAreaStore | null = null;
/** The page's one store, made on first use. */
export function chosenAreaStore(): ChosenAreaStore {
  shared ??= createChosenAreaStore();
  return shared;
}
