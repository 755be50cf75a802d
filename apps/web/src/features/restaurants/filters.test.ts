import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../lib/types';
import { distinctLocations, filterRestaurants } from './filters';

const r = (id: number, name: string, description: string, address: string) =>
  ({ id, name, description, address }) as Restaurant;
const list = [
  r(1, 'Nile Bites', 'Egyptian home cooking', 'Cairo'),
  r(2, 'Sea Grill', 'Fresh fish from the harbour', 'Alexandria'),
  r(3, 'Koshary Corner', 'The best koshary in town', 'cairo '),
];

describe('restaurant filters', () => {
  it('lists each address once, ignoring case and spaces, sorted', () => {
    expect(distinctLocations(list)).toEqual(['Alexandria', 'Cairo']);
  });

  it('searches the name and the description, every word, ignoring case', () => {
    expect(filterRestaurants(list, 'nile', null).map((x) => x.id)).toEqual([1]);
    expect(filterRestaurants(list, 'FISH', null).map((x) => x.id)).toEqual([2]);
    expect(filterRestaurants(list, 'koshary town', null).map((x) => x.id)).toEqual([3]);
    expect(filterRestaurants(list, 'koshary fish', null)).toEqual([]);
  });

  it('searches the Arabic name and description too', () => {
    const arabic = [
      { ...list[2], name_ar: 'ركن الكشري', description_ar: 'أحسن كشري في البلد' } as Restaurant,
      { ...list[0], name_ar: null, description_ar: null } as Restaurant,
    ];
    expect(filterRestaurants(arabic, 'كشري', null).map((x) => x.id)).toEqual([3]);
    expect(filterRestaurants(arabic, 'ركن koshary', null).map((x) => x.id)).toEqual([3]);
    expect(filterRestaurants(arabic, 'nile', null).map((x) => x.id)).toEqual([1]);
  });

  it('does not search the address', () => {
    expect(filterRestaurants(list, 'alexandria', null)).toEqual([]);
  });

  it('filters by location and combines with the search', () => {
    expect(filterRestaurants(list, '', 'Cairo').map((x) => x.id)).toEqual([1, 3]);
    expect(filterRestaurants(list, 'koshary', 'Cairo').map((x) => x.id)).toEqual([3]);
    expect(filterRestaurants(list, '', null)).toHaveLength(3);
  });
});
