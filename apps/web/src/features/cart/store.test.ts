import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meal } from '../../lib/types';
import { type CartItemInput, type CartStore, createCartStore, mealCartItem, parseCart } from './store';

const pasta: CartItemInput = {
  type: 'regular',
  id: 1,
  name: 'Pasta',
  price: '12.50',
  image: null,
  restaurant: { id: 10, name: 'Nile Bites' },
};
const soup: CartItemInput = { ...pasta, id: 2, name: 'Soup', price: 4.25 };
const bowl: CartItemInput = {
  type: 'custom',
  id: 7,
  customMealId: 7,
  name: 'My bowl',
  price: 9.1,
  ingredients: [{ ingredient: 3, name: 'Rice', quantity: 2, unit: 'g' }],
  restaurant: { id: 10, name: 'Nile Bites' },
};
const kebab: CartItemInput = {
  ...pasta,
  id: 5,
  name: 'Kebab',
  price: '8.00',
  restaurant: { id: 20, name: 'Sea Grill' },
};

const option = (id: number, name: string, price_delta: string, available = true) => ({
  id,
  name,
  name_ar: null,
  price_delta,
  ingredient: null,
  ingredient_name: null,
  ingredient_name_ar: null,
  quantity: null,
  is_available: available,
  available,
});
/** A meal with a required size and up to three extras, the first of them free (issue #22). */
const wrap = {
  id: 30,
  name: 'Halloumi wrap',
  name_ar: 'راب حلومي',
  base_price: '50.00',
  image: null,
  restaurant: 10,
  restaurant_name: 'Nile Bites',
  restaurant_name_ar: null,
  option_groups: [
    {
      id: 1,
      name: 'Size',
      name_ar: 'الحجم',
      min_choices: 1,
      max_choices: 1,
      free_choices: 0,
      options: [option(11, 'Small', '-10.00'), option(12, 'Large', '15.00')],
    },
    {
      id: 2,
      name: 'Extras',
      name_ar: null,
      min_choices: 0,
      max_choices: 3,
      free_choices: 1,
      options: [option(21, 'Extra halloumi', '12.00'), option(22, 'Olives', '5.00'), option(23, 'No onions', '0.00')],
    },
  ],
} satisfies Pick<Meal, 'id' | 'name' | 'name_ar' | 'base_price' | 'image' | 'restaurant' | 'restaurant_name'> &
  Pick<Meal, 'restaurant_name_ar' | 'option_groups'>;

let stores: CartStore[] = [];
function make(notify = vi.fn()) {
  const store = createCartStore({ notify });
  stores.push(store);
  return { store, notify };
}
afterEach(() => {
  for (const store of stores) store.dispose();
  stores = [];
});

describe('cart store', () => {
  it('adds an item with quantity 1 by default and sets the restaurant and total', () => {
    const { store } = make();
    store.addItem(pasta);
    const cart = store.getSnapshot();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      type: 'regular',
      id: 1,
      customMealId: null,
      cartItemId: 'meal-1',
      name: 'Pasta',
      price: 12.5,
      quantity: 1,
      specialInstructions: '',
      ingredients: [],
      restaurant: { id: 10, name: 'Nile Bites' },
    });
    expect(cart).toMatchObject({ restaurantId: 10, restaurantName: 'Nile Bites', total: 12.5, userId: null });
  });

  it('merges a duplicate regular line by meal id, adding quantities', () => {
    const { store } = make();
    store.addItem({ ...pasta, quantity: 2 });
    store.addItem({ ...pasta, quantity: 3 });
    const cart = store.getSnapshot();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
    expect(cart.total).toBe(62.5);
  });

  it('merges custom lines by customMealId and keeps them apart from a regular meal with the same id', () => {
    const { store } = make();
    store.addItem(bowl);
    store.addItem({ ...bowl, quantity: 2 });
    store.addItem({ ...pasta, id: 7 });
    const cart = store.getSnapshot();
    expect(cart.items.map((i) => [i.cartItemId, i.quantity])).toEqual([
      ['custom-7', 3],
      ['meal-7', 1],
    ]);
    expect(cart.items[0]?.ingredients).toEqual(bowl.ingredients);
    expect(cart.total).toBe(39.8);
  });

  it('empties the cart and tells the user when an item of another restaurant is added', () => {
    const { store, notify } = make();
    store.addItem(pasta);
    store.addItem(soup);
    const result = store.addItem(kebab);
    const cart = store.getSnapshot();
    expect(result.replacedRestaurant).toBe('Nile Bites');
    expect(cart.items.map((i) => i.name)).toEqual(['Kebab']);
    expect(cart).toMatchObject({ restaurantId: 20, restaurantName: 'Sea Grill', total: 8 });
    expect(notify).toHaveBeenCalledWith(
      'Cart emptied',
      'A cart holds meals from one restaurant, so the items from Nile Bites were removed to add this one from Sea Grill.',
    );
  });

  it('does not notify when adding from the same restaurant', () => {
    const { store, notify } = make();
    store.addItem(pasta);
    store.addItem(soup);
    expect(notify).not.toHaveBeenCalled();
  });

  it('removes an item whose quantity is set to 0 or less, and updates the total otherwise', () => {
    const { store } = make();
    store.addItem(pasta);
    store.addItem(soup);
    store.updateQuantity('meal-1', 4);
    expect(store.getSnapshot().total).toBe(54.25);
    store.updateQuantity('meal-1', 0);
    expect(store.getSnapshot().items.map((i) => i.id)).toEqual([2]);
    store.updateQuantity('meal-2', -3);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it('resets the restaurant when the last item is removed', () => {
    const { store } = make();
    store.addItem(pasta);
    store.removeItem('meal-1');
    expect(store.getSnapshot()).toMatchObject({ items: [], restaurantId: null, restaurantName: null, total: 0 });
  });

  it('caps a line at the order limit of 99', () => {
    const { store } = make();
    store.addItem({ ...pasta, quantity: 60 });
    store.addItem({ ...pasta, quantity: 60 });
    expect(store.getSnapshot().items[0]?.quantity).toBe(99);
  });

  it('keeps special instructions and lets them be edited', () => {
    const { store } = make();
    store.addItem({ ...pasta, specialInstructions: '  no onions ' });
    expect(store.getSnapshot().items[0]?.specialInstructions).toBe('no onions');
    store.updateInstructions('meal-1', 'extra cheese');
    expect(store.getSnapshot().items[0]?.specialInstructions).toBe('extra cheese');
  });

  it('clear() empties the cart and the stored copy', () => {
    const { store } = make();
    store.addItem(pasta);
    expect(localStorage.getItem('cart_anonymous')).not.toBeNull();
    store.clear();
    expect(store.getSnapshot()).toMatchObject({ items: [], restaurantId: null, total: 0 });
    expect(localStorage.getItem('cart_anonymous')).toBeNull();
  });

  it('persists per user under cart_{userId} and switches with the signed-in user', () => {
    const { store } = make();
    store.setUser(5);
    store.addItem(pasta);
    expect(JSON.parse(localStorage.getItem('cart_5') ?? '{}').items[0].name).toBe('Pasta');
    store.setUser(6);
    expect(store.getSnapshot()).toMatchObject({ items: [], userId: 6 });
    store.addItem(kebab);
    store.setUser(5);
    expect(store.getSnapshot().items.map((i) => i.name)).toEqual(['Pasta']);
    store.setUser(null);
    expect(store.getSnapshot()).toMatchObject({ items: [], userId: null });
    // a fresh page reads the stored cart back
    const { store: reloaded } = make();
    reloaded.setUser(6);
    expect(reloaded.getSnapshot().items.map((i) => i.name)).toEqual(['Kebab']);
  });

  it("carries a visitor's cart into the user's cart on sign-in", () => {
    const { store } = make();
    store.setUser(5);
    store.addItem(soup);
    store.setUser(null);
    store.addItem({ ...pasta, quantity: 2 });
    store.addItem({ ...soup, quantity: 1 });
    store.setUser(5);
    const cart = store.getSnapshot();
    expect(cart.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Soup', 2],
      ['Pasta', 2],
    ]);
    expect(localStorage.getItem('cart_anonymous')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart_5') ?? '{}').items).toHaveLength(2);
  });

  it("replaces a user's cart of another restaurant with the visitor's cart on sign-in, and says so", () => {
    const { store, notify } = make();
    store.setUser(5);
    store.addItem(pasta);
    store.setUser(null);
    store.addItem(kebab);
    store.setUser(5);
    expect(store.getSnapshot().items.map((i) => i.name)).toEqual(['Kebab']);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('follows changes made in another tab (storage event)', () => {
    const { store } = make();
    const other = createCartStore({ notify: vi.fn(), win: new EventTarget() as unknown as Window });
    stores.push(other);
    const listener = vi.fn();
    store.subscribe(listener);
    other.addItem(pasta);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart_anonymous', newValue: localStorage.getItem('cart_anonymous') }),
    );
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().items.map((i) => i.name)).toEqual(['Pasta']);
    // another user's key does not disturb this cart
    localStorage.setItem('cart_99', JSON.stringify({ items: [] }));
    listener.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart_99' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies subscribers and hands out a new snapshot on every change', () => {
    const { store } = make();
    const before = store.getSnapshot();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.addItem(pasta);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('cart lines with options (issue #22)', () => {
  it("prices a line as the server does: the options' deltas, the cheapest extras free, in menu order", () => {
    const line = mealCartItem(wrap, { optionIds: [21, 12, 22] });
    // 50 + 15 (Large) + 12 (Extra halloumi); Olives at 5 is the free one
    expect(line.price).toBe(77);
    expect(line.options?.map((o) => [o.id, o.name, o.price_delta])).toEqual([
      [12, 'Large', '15.00'],
      [21, 'Extra halloumi', '12.00'],
      [22, 'Olives', '5.00'],
    ]);
    expect(mealCartItem(wrap, { optionIds: [11] }).price).toBe(40);
  });

  it('merges lines of the same options in any order and keeps other choices apart', () => {
    const { store } = make();
    store.addItem(mealCartItem(wrap, { optionIds: [12, 21, 22] }));
    store.addItem(mealCartItem(wrap, { optionIds: [22, 12, 21], quantity: 2 }));
    store.addItem(mealCartItem(wrap, { optionIds: [11, 23] }));
    store.addItem({ ...pasta, id: 30 });
    const cart = store.getSnapshot();
    expect(cart.items.map((i) => [i.cartItemId, i.quantity, i.price])).toEqual([
      ['meal-30:12,21,22', 3, 77],
      ['meal-30:11,23', 1, 40],
      ['meal-30', 1, 12.5],
    ]);
    expect(cart.total).toBe(283.5);
    store.updateQuantity('meal-30:11,23', 2);
    store.removeItem('meal-30:12,21,22');
    expect(store.getSnapshot().items.map((i) => [i.cartItemId, i.quantity])).toEqual([
      ['meal-30:11,23', 2],
      ['meal-30', 1],
    ]);
  });

  it('reads back stored options, and carts stored before options as lines without any', () => {
    const { store } = make();
    store.setUser(8);
    store.addItem(mealCartItem(wrap, { optionIds: [12, 23] }));
    const { store: reloaded } = make();
    reloaded.setUser(8);
    expect(reloaded.getSnapshot().items[0]).toMatchObject({
      cartItemId: 'meal-30:12,23',
      options: [
        { id: 12, name: 'Large', price_delta: '15.00' },
        { id: 23, name: 'No onions', price_delta: '0.00' },
      ],
      price: 65,
    });
    const before = { type: 'regular', id: 1, name: 'A', price: 2.5, quantity: 2, restaurant: { id: 1, name: 'R1' } };
    const old = parseCart(JSON.stringify({ items: [before, { ...before, options: [{ id: 'x' }, null] }] }), 3);
    expect(old.items).toHaveLength(1);
    expect(old.items[0]).toMatchObject({ cartItemId: 'meal-1', options: [], quantity: 4 });
  });
});

describe('parseCart', () => {
  it('survives malformed storage', () => {
    expect(parseCart('not json', 1).items).toEqual([]);
    expect(parseCart(JSON.stringify({ items: [{ type: 'x' }, null, { type: 'regular' }] }), 1).items).toEqual([]);
  });

  it('recomputes the total and keeps one restaurant', () => {
    const stored = {
      items: [
        { type: 'regular', id: 1, name: 'A', price: 2.5, quantity: 2, restaurant: { id: 1, name: 'R1' } },
        { type: 'regular', id: 2, name: 'B', price: 3, quantity: 1, restaurant: { id: 2, name: 'R2' } },
      ],
      total: 999,
    };
    const cart = parseCart(JSON.stringify(stored), 3);
    expect(cart).toMatchObject({ total: 5, restaurantId: 1, restaurantName: 'R1', userId: 3 });
    expect(cart.items).toHaveLength(1);
  });
});

describe('the promo code of the cart (issue #23)', () => {
  it('keeps an applied code, upper case, across changes of the items and a reload', () => {
    const { store } = make();
    store.setUser(5);
    store.addItem(pasta);
    store.setPromoCode(' welcome20 ');
    store.addItem(soup);
    store.updateQuantity('meal-1', 3);
    store.removeItem('meal-2');
    expect(store.getSnapshot().promoCode).toBe('WELCOME20');
    const { store: reloaded } = make();
    reloaded.setUser(5);
    expect(reloaded.getSnapshot().promoCode).toBe('WELCOME20');
  });

  it('drops the code when the cart is emptied, cleared or switched to another restaurant', () => {
    const { store } = make();
    store.addItem(pasta);
    store.setPromoCode('NADIA10');
    store.removeItem('meal-1');
    expect(store.getSnapshot().promoCode).toBeNull();
    store.addItem(pasta);
    expect(store.getSnapshot().promoCode).toBeNull();
    store.setPromoCode('NADIA10');
    store.clear();
    expect(store.getSnapshot().promoCode).toBeNull();
    store.addItem(pasta);
    store.setPromoCode('NADIA10');
    store.addItem(kebab);
    expect(store.getSnapshot().promoCode).toBeNull();
    store.setPromoCode('SEA5');
    store.setPromoCode(null);
    expect(store.getSnapshot().promoCode).toBeNull();
  });

  it('takes no code into an empty cart', () => {
    const { store } = make();
    store.setPromoCode('WELCOME20');
    expect(store.getSnapshot().promoCode).toBeNull();
  });

  it("carries a visitor's code into the user's cart on sign-in, unless that cart had its own", () => {
    const { store } = make();
    store.addItem(pasta);
    store.setPromoCode('WELCOME20');
    store.setUser(5);
    expect(store.getSnapshot().promoCode).toBe('WELCOME20');
    store.setUser(null);
    store.addItem(soup);
    store.setPromoCode('OTHER10');
    store.setUser(5);
    expect(store.getSnapshot().promoCode).toBe('WELCOME20');
  });

  it('reads a stored code only when it could be one', () => {
    const line = { type: 'regular', id: 1, name: 'A', price: 2.5, quantity: 1, restaurant: { id: 1, name: 'R1' } };
    const read = (promoCode: unknown) => parseCart(JSON.stringify({ items: [line], promoCode }), 3).promoCode;
    expect(read('nadia10')).toBe('NADIA10');
    expect(read('<script>')).toBeNull();
    expect(read('AB')).toBeNull();
    expect(read(42)).toBeNull();
    expect(parseCart(JSON.stringify({ items: [], promoCode: 'NADIA10' }), 3).promoCode).toBeNull();
  });
});
