import { STORAGE_KEYS } from '@dishcraft/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaOptions } from './AreaSelect';
import { type ChosenAreaStore, createChosenAreaStore, parseChosenArea } from './chosenArea';

const zamalek = { id: 3, name: 'Zamalek', name_ar: 'الزمالك', city: 'Cairo', city_ar: 'القاهرة' };
const maadi = { id: 4, name: 'Maadi', name_ar: 'المعادي', city: 'Cairo', city_ar: 'القاهرة' };
const smouha = { id: 9, name: 'Smouha', name_ar: null, city: 'Alexandria', city_ar: 'الإسكندرية' };

let stores: ChosenAreaStore[] = [];
const make = () => {
  const store = createChosenAreaStore();
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const store of stores) store.dispose();
  stores = [];
  localStorage.clear();
});

describe('the chosen area', () => {
  it('is kept in the browser and read back by a new page', () => {
    make().set(zamalek);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.area) ?? 'null')).toEqual(zamalek);
    expect(make().getSnapshot()).toEqual(zamalek);
  });

  it('follows another tab through the storage event, and forgets on clearing', () => {
    const store = make();
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem(STORAGE_KEYS.area, JSON.stringify(maadi));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.area, storageArea: localStorage }));
    expect(store.getSnapshot()).toEqual(maadi);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(null);
    expect(localStorage.getItem(STORAGE_KEYS.area)).toBeNull();
    expect(store.getSnapshot()).toBeNull();
  });

  it('tells no one when the same area is chosen again', () => {
    const store = make();
    store.set(zamalek);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ ...zamalek, is_retired: false } as typeof zamalek);
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores stored values that are not an area', () => {
    expect(parseChosenArea('{"id":"3","name":"x","city":"y"}')).toBeNull();
    expect(parseChosenArea('not json')).toBeNull();
    expect(parseChosenArea('null')).toBeNull();
    expect(parseChosenArea(JSON.stringify({ id: 3, name: 'Zamalek', city: 'Cairo' }))).toEqual({
      id: 3,
      name: 'Zamalek',
      city: 'Cairo',
      name_ar: null,
      city_ar: null,
    });
  });
});

describe('areaOptions', () => {
  const all = [zamalek, maadi, smouha].map((a) => ({ ...a, is_retired: false }));
  it('groups the areas by city, sorted, in the page language', () => {
    expect(areaOptions(all, 'en')).toEqual([
      { group: 'Alexandria', items: [{ value: '9', label: 'Smouha' }] },
      {
        group: 'Cairo',
        items: [
          { value: '4', label: 'Maadi' },
          { value: '3', label: 'Zamalek' },
        ],
      },
    ]);
    const arabic = areaOptions(all, 'ar');
    expect(arabic.map((g) => g.group)).toEqual(['الإسكندرية', 'القاهرة']);
    // an area without an Arabic name keeps its English one
    expect(arabic[0]?.items).toEqual([{ value: '9', label: 'Smouha' }]);
  });
});
