/** The header's navigation (customer spec §2 Header); Cart sits on the right with its count. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/restaurants', label: 'Restaurants', end: false },
  { to: '/meals', label: 'Meals', end: false },
  { to: '/top-custom-meals', label: 'Top Custom Meals', end: false },
] as const;

/** The cart is for visitors and customers (customer spec §6): owners and admins cannot order, so no link offers it. */
export function shops(user: { user_type: string } | null | undefined): boolean {
  return !user || user.user_type === 'customer';
}

export const itemsLabel = (count: number) => `${count} item${count === 1 ? '' : 's'}`;
