import {
  LIMITS,
  localized,
  optionsKey,
  PROMO_CODE_PATTERN,
  PROMOTION_LIMITS,
  STORAGE_KEYS,
  translator,
} from '@dishcraft/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth';
import { activeLocale } from '../../lib/locale';
import { type ChosenOption, priceMealChoice } from '../../lib/mealOptions';
import type { Meal } from '../../lib/types';
import { toast } from '../../ui/toast';

/**
 * The cart (customer spec §3, §4, §9): one restaurant per cart, kept per user in localStorage under
 * `cart_{userId}` (visitors under `cart_anonymous`), shared by every tab through the storage event.
 */

export type CartItemType = 'regular' | 'custom';

/** A custom meal's line as the cart shows it. */
export interface CartItemIngredient {
  ingredient: number;
  name: string;
  name_ar?: string | null;
  quantity: number;
  unit: string;
}

/** Names keep their Arabic twin (`name_ar`, issue #20) when the screen that added the line had it. */
export interface CartRestaurant {
  id: number;
  name: string;
  name_ar?: string | null;
}

export interface CartItem {
  type: CartItemType;
  /** The meal's id (regular) or the custom meal's id (custom). */
  id: number;
  /** The custom meal's id; `null` for regular meals. */
  customMealId: number | null;
  /** Stable key of the line: `meal-{id}`, `meal-{id}:{optionsKey}` with options, or `custom-{customMealId}`. */
  cartItemId: string;
  name: string;
  name_ar?: string | null;
  /** Unit price in dollars (e.g. 12.5), the chosen options included. */
  price: number;
  image: string | null;
  quantity: number;
  specialInstructions: string;
  ingredients: CartItemIngredient[];
  /** The chosen options (issue #22), in menu order; [] for none and for lines stored before options. */
  options: ChosenOption[];
  restaurant: CartRestaurant;
}

export interface Cart {
  items: CartItem[];
  restaurantId: number | null;
  restaurantName: string | null;
  /** Σ price × quantity, in dollars rounded to the cent. */
  total: number;
  /** The signed-in user the cart belongs to; `null` for a visitor. */
  userId: number | null;
  /**
   * The promo code the customer applied (issue #23), upper case; kept with the items until the order is placed, the
   * cart is emptied or its restaurant changes. Whether it applies is the server's answer, asked again as the items
   * change; the cart never works out a discount itself.
   */
  promoCode: string | null;
}

/** What a screen passes to add a line; the store fills in the rest. */
export interface CartItemInput {
  type: CartItemType;
  id: number;
  customMealId?: number | null;
  name: string;
  name_ar?: string | null;
  price: number | string;
  image?: string | null;
  /** Defaults to 1. */
  quantity?: number;
  specialInstructions?: string;
  ingredients?: CartItemIngredient[];
  options?: ChosenOption[];
  restaurant: CartRestaurant;
}

/**
 * A menu meal as a cart line: the one mapping the menu, its chooser and the meal page all add through. The unit price
 * is the meal's with the chosen options (`optionIds`), priced by the contract's rule as the server prices the order.
 */
export function mealCartItem(
  meal: Pick<
    Meal,
    | 'id'
    | 'name'
    | 'name_ar'
    | 'base_price'
    | 'image'
    | 'restaurant'
    | 'restaurant_name'
    | 'restaurant_name_ar'
    | 'option_groups'
  >,
  options: { quantity?: number; specialInstructions?: string; restaurantName?: string; optionIds?: number[] } = {},
): CartItemInput {
  const choice = priceMealChoice(meal, options.optionIds ?? []);
  const byId = new Map(meal.option_groups.flatMap((g) => g.options).map((o) => [o.id, o]));
  return {
    type: 'regular',
    id: meal.id,
    name: meal.name,
    name_ar: meal.name_ar,
    price: choice.unitCents / 100,
    image: meal.image,
    quantity: options.quantity ?? 1,
    specialInstructions: options.specialInstructions,
    options: choice.chosen.map(({ id }) => {
      const o = byId.get(id);
      return { id, name: o?.name ?? '', name_ar: o?.name_ar ?? null, price_delta: o?.price_delta ?? '0.00' };
    }),
    restaurant: {
      id: meal.restaurant,
      name: meal.restaurant_name || (options.restaurantName ?? ''),
      name_ar: meal.restaurant_name_ar,
    },
  };
}

export interface AddResult {
  item: CartItem;
  /** The restaurant whose items were removed to make room, if any. */
  replacedRestaurant: string | null;
}

const MAX_QUANTITY = LIMITS.order.itemQuantityMax;

const cents = (value: number) => Math.round(value * 100);
const toPrice = (value: number | string) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) && n >= 0 ? cents(n) / 100 : 0;
};
const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.floor(quantity));
/** `{name_ar}` when there is an Arabic twin, else nothing: lines without one stay as they were stored before. */
const arabicTwin = (value: unknown) => (typeof value === 'string' && value ? { name_ar: value } : {});

/** Lines of one meal with the same options (in any order) share a key and merge; other choices stay apart. */
export const cartItemKey = (type: CartItemType, id: number, optionIds: readonly number[] = []) =>
  type === 'custom' ? `custom-${id}` : optionIds.length ? `meal-${id}:${optionsKey(optionIds)}` : `meal-${id}`;

/** The options of a stored line: well-formed entries only, so a cart stored before options reads as none. */
function storedOptions(value: unknown): ChosenOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((o: Partial<ChosenOption> | null) =>
    o && typeof o.id === 'number' && typeof o.name === 'string'
      ? [{ id: o.id, name: o.name, ...arabicTwin(o.name_ar), price_delta: String(o.price_delta ?? '0.00') }]
      : [],
  );
}

export function emptyCart(userId: number | null): Cart {
  return { items: [], restaurantId: null, restaurantName: null, total: 0, userId, promoCode: null };
}

/** A code as the cart keeps it: upper case, or null for anything that cannot be a code (a stored cart is untrusted). */
export function cartPromoCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  const { min, max } = PROMOTION_LIMITS.code;
  return code.length >= min && code.length <= max && PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** Builds a cart from its items: the restaurant of the items and the total follow from them; an empty one has no code. */
function withItems(userId: number | null, items: CartItem[], promoCode: string | null): Cart {
  if (items.length === 0) return emptyCart(userId);
  const restaurant = items[0]?.restaurant;
  const total = items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0) / 100;
  return {
    items,
    restaurantId: restaurant?.id ?? null,
    restaurantName: restaurant?.name ?? null,
    total,
    userId,
    promoCode,
  };
}

function toItem(input: CartItemInput): CartItem {
  const customMealId = input.type === 'custom' ? (input.customMealId ?? input.id) : null;
  const id = input.type === 'custom' ? (customMealId as number) : input.id;
  const quantity = input.quantity === undefined ? 1 : clampQuantity(input.quantity);
  const options = input.type === 'custom' ? [] : storedOptions(input.options);
  return {
    type: input.type,
    id,
    customMealId,
    cartItemId: cartItemKey(
      input.type,
      id,
      options.map((o) => o.id),
    ),
    name: input.name,
    ...arabicTwin(input.name_ar),
    price: toPrice(input.price),
    image: input.image ?? null,
    quantity,
    specialInstructions: input.specialInstructions?.trim() ?? '',
    ingredients: input.ingredients ?? [],
    options,
    restaurant: { id: input.restaurant.id, name: input.restaurant.name, ...arabicTwin(input.restaurant.name_ar) },
  };
}

/** Regular lines match by meal id and options, custom lines by custom meal id (customer spec §4): their keys. */
const sameLine = (a: CartItem, b: CartItem) => a.cartItemId === b.cartItemId;

// ---- pure rules (exported for the tests) ----

export function addToCart(cart: Cart, input: CartItemInput): { cart: Cart; result: AddResult } {
  const item = toItem(input);
  if (item.quantity <= 0) return { cart, result: { item, replacedRestaurant: null } };
  const otherRestaurant = cart.items.length > 0 && cart.restaurantId !== item.restaurant.id;
  const base = otherRestaurant ? [] : cart.items;
  const existing = base.find((line) => sameLine(line, item));
  const items = existing
    ? base.map((line) =>
        line === existing
          ? {
              ...line,
              quantity: clampQuantity(line.quantity + item.quantity),
              price: item.price,
              specialInstructions: item.specialInstructions || line.specialInstructions,
            }
          : line,
      )
    : [...base, item];
  return {
    // a code is judged for its restaurant: another restaurant's cart starts without one
    cart: withItems(cart.userId, items, otherRestaurant ? null : cart.promoCode),
    result: { item, replacedRestaurant: otherRestaurant ? cart.restaurantName : null },
  };
}

export function setQuantity(cart: Cart, cartItemId: string, quantity: number): Cart {
  const next = Number.isFinite(quantity) ? clampQuantity(quantity) : 0;
  if (next <= 0) return removeFromCart(cart, cartItemId);
  return withItems(
    cart.userId,
    cart.items.map((line) => (line.cartItemId === cartItemId ? { ...line, quantity: next } : line)),
    cart.promoCode,
  );
}

export function setInstructions(cart: Cart, cartItemId: string, specialInstructions: string): Cart {
  return withItems(
    cart.userId,
    cart.items.map((line) => (line.cartItemId === cartItemId ? { ...line, specialInstructions } : line)),
    cart.promoCode,
  );
}

export function removeFromCart(cart: Cart, cartItemId: string): Cart {
  return withItems(
    cart.userId,
    cart.items.filter((line) => line.cartItemId !== cartItemId),
    cart.promoCode,
  );
}

/** Applies a code (or removes it with null); an empty cart takes none. */
export function setPromoCode(cart: Cart, code: string | null): Cart {
  return withItems(cart.userId, cart.items, cartPromoCode(code));
}

/** Reads a stored cart defensively: anything malformed is dropped rather than crashing a page. */
export function parseCart(raw: string | null, userId: number | null): Cart {
  if (!raw) return emptyCart(userId);
  try {
    const data = JSON.parse(raw) as { items?: unknown; promoCode?: unknown };
    const list = Array.isArray(data?.items) ? data.items : [];
    const items: CartItem[] = [];
    for (const entry of list as Partial<CartItem>[]) {
      if (!entry || (entry.type !== 'regular' && entry.type !== 'custom')) continue;
      if (typeof entry.id !== 'number' || typeof entry.name !== 'string') continue;
      if (!entry.restaurant || typeof entry.restaurant.id !== 'number') continue;
      const item = toItem({
        type: entry.type,
        id: entry.id,
        customMealId: entry.customMealId ?? null,
        name: entry.name,
        name_ar: entry.name_ar,
        price: entry.price ?? 0,
        image: entry.image ?? null,
        quantity: typeof entry.quantity === 'number' ? entry.quantity : 1,
        specialInstructions: typeof entry.specialInstructions === 'string' ? entry.specialInstructions : '',
        ingredients: Array.isArray(entry.ingredients) ? entry.ingredients : [],
        options: entry.options,
        restaurant: {
          id: entry.restaurant.id,
          name: String(entry.restaurant.name ?? ''),
          name_ar: entry.restaurant.name_ar,
        },
      });
      if (item.quantity <= 0) continue;
      // one restaurant per cart, even if the stored data says otherwise
      if (items.length > 0 && items[0]?.restaurant.id !== item.restaurant.id) continue;
      const same = items.find((line) => sameLine(line, item));
      if (same) same.quantity = clampQuantity(same.quantity + item.quantity);
      else items.push(item);
    }
    return withItems(userId, items, cartPromoCode(data.promoCode));
  } catch {
    return emptyCart(userId);
  }
}

// ---- the store ----

type Notify = (title: string, message: string) => void;

const defaultNotify: Notify = (title, message) => {
  toast({ title, message, color: 'yellow' });
};

export interface CartStore {
  getSnapshot(): Cart;
  subscribe(listener: () => void): () => void;
  /** Switches to the user's cart; a visitor's cart is carried into it on sign-in. */
  setUser(userId: number | null): void;
  addItem(input: CartItemInput): AddResult;
  updateQuantity(cartItemId: string, quantity: number): void;
  updateInstructions(cartItemId: string, specialInstructions: string): void;
  removeItem(cartItemId: string): void;
  /** Applies a promo code to the cart, or removes it (null). */
  setPromoCode(code: string | null): void;
  clear(): void;
  /** Stops listening to other tabs (tests). */
  dispose(): void;
}

export function createCartStore(options: { storage?: Storage; win?: Window; notify?: Notify } = {}): CartStore {
  // Rendered on the server (entry-server.tsx) there is neither: reads give an empty cart, as for a new visitor.
  const storage: Storage | undefined = options.storage ?? globalThis.localStorage;
  const win: Window | undefined = options.win ?? globalThis.window;
  const notify = options.notify ?? defaultNotify;
  const listeners = new Set<() => void>();
  const keyOf = (userId: number | null) => STORAGE_KEYS.cart(userId ?? 'anonymous');

  const read = (userId: number | null) => {
    try {
      return parseCart(storage?.getItem(keyOf(userId)) ?? null, userId);
    } catch {
      return emptyCart(userId);
    }
  };
  const write = (cart: Cart) => {
    try {
      if (cart.items.length === 0) storage?.removeItem(keyOf(cart.userId));
      else storage?.setItem(keyOf(cart.userId), JSON.stringify(cart));
    } catch {
      // storage full or blocked: the cart still works for this page
    }
  };

  let state = read(null);
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const commit = (next: Cart) => {
    state = next;
    write(next);
    emit();
  };
  // the toast shows outside React, so in the page's language at the time
  const tellReplaced = (previous: CartRestaurant | undefined, next: CartRestaurant) => {
    if (!previous) return;
    const { language } = activeLocale();
    const t = translator(language);
    notify(
      t('cart.switchedTitle'),
      t('cart.switchedBody', {
        previous: localized(previous, 'name', language),
        next: localized(next, 'name', language),
      }),
    );
  };

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== storage) return;
    if (event.key !== null && event.key !== keyOf(state.userId)) return;
    state = read(state.userId);
    emit();
  };
  win?.addEventListener('storage', onStorage);

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(userId) {
      if (userId === state.userId) return;
      let next = read(userId);
      if (userId !== null) {
        const visitor = read(null);
        if (visitor.items.length > 0) {
          for (const item of visitor.items) {
            const previous = next.items[0]?.restaurant;
            const { cart, result } = addToCart(next, item);
            if (result.replacedRestaurant) tellReplaced(previous, item.restaurant);
            next = cart;
          }
          // the visitor's code goes with their items, unless the user's own cart there already had one
          if (next.restaurantId === visitor.restaurantId)
            next = setPromoCode(next, next.promoCode ?? visitor.promoCode);
          write(next);
          write(emptyCart(null));
        }
      }
      state = next;
      emit();
    },
    addItem(input) {
      const previous = state.items[0]?.restaurant;
      const { cart, result } = addToCart(state, input);
      commit(cart);
      if (result.replacedRestaurant) tellReplaced(previous, result.item.restaurant);
      return result;
    },
    updateQuantity(cartItemId, quantity) {
      commit(setQuantity(state, cartItemId, quantity));
    },
    updateInstructions(cartItemId, specialInstructions) {
      commit(setInstructions(state, cartItemId, specialInstructions));
    },
    removeItem(cartItemId) {
      commit(removeFromCart(state, cartItemId));
    },
    setPromoCode(code) {
      commit(setPromoCode(state, code));
    },
    clear() {
      commit(emptyCart(state.userId));
    },
    dispose() {
      win?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

let shared: CartStore | null = null;
/** The one cart store of the page. */
export function cartStore(): CartStore {
  shared ??= createCartStore();
  return shared;
}

/** Keeps the store on the signed-in user's cart (mounted wherever the cart is read). */
function useCartUser(store: CartStore): void {
  const { status, user } = useAuth();
  const userId = status === 'authenticated' && user ? user.id : null;
  useEffect(() => {
    if (status !== 'loading') store.setUser(userId);
  }, [store, status, userId]);
}

export interface UseCart extends Cart {
  /** Number of meals in the cart (Σ quantities). */
  count: number;
  addItem(input: CartItemInput): AddResult;
  updateQuantity(cartItemId: string, quantity: number): void;
  updateInstructions(cartItemId: string, specialInstructions: string): void;
  removeItem(cartItemId: string): void;
  setPromoCode(code: string | null): void;
  clear(): void;
}

export const cartCount = (cart: Cart) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The cart a page rendered on the server shows (entry-server.tsx), and so the one its hydration starts from: an empty
 * one. An empty cart in this browser is that same cart, so hydration goes on undisturbed (another value makes React
 * re-render at once, the rest of the page's hydration with it, in one long task); a visitor's own items show right
 * after.
 */
const SERVER_CART = emptyCart(null);
const serverCart = (store: CartStore) => () => {
  const cart = store.getSnapshot();
  return cart.items.length === 0 ? cart : SERVER_CART;
};

/** The cart and its actions. */
export function useCart(): UseCart {
  const store = cartStore();
  useCartUser(store);
  const cart = useSyncExternalStore(store.subscribe, store.getSnapshot, serverCart(store));
  return {
    ...cart,
    count: cartCount(cart),
    addItem: store.addItem,
    updateQuantity: store.updateQuantity,
    updateInstructions: store.updateInstructions,
    removeItem: store.removeItem,
    setPromoCode: store.setPromoCode,
    clear: store.clear,
  };
}

/** Number of items in the cart (Σ quantities), for the header badge. */
export function useCartCount(): number {
  const store = cartStore();
  useCartUser(store);
  return useSyncExternalStore(
    store.subscribe,
    () => cartCount(store.getSnapshot()),
    () => cartCount(serverCart(store)()),
  );
}
