/**
 * What the customer reads when a restaurant cannot take an order now (API.md §4.6) and when a meal from another
 * restaurant would replace the cart (customer spec §3: one restaurant per cart).
 */
export const ORDERING_MESSAGES = {
  opensAt: (day: 'today' | 'tomorrow', clock: string) => `Opens ${day} at ${clock}`,
  switchedOff: 'Not taking orders right now',
  closedTitle: (restaurant: string) => `${restaurant} is closed`,
  closedHint: 'You can keep your cart and order once it opens.',
  replaceTitle: 'Start a new cart?',
  replaceBody: (current: string, next: string) =>
    `Your cart has meals from ${current}. A cart holds meals from one restaurant, so adding this one from ${next} empties it first.`,
  replaceConfirm: 'Replace cart',
  replaceCancel: (current: string) => `Keep ${current}`,
} as const;
