/** The header's navigation (customer spec §2 Header), named by `common.nav.<name>`; Cart sits on the right. */
export const NAV_LINKS = [
  { to: '/', name: 'home', end: true },
  { to: '/restaurants', name: 'restaurants', end: false },
  { to: '/meals', name: 'meals', end: false },
  { to: '/top-custom-meals', name: 'topCustomMeals', end: false },
] as const;

/** The cart is for visitors and customers (customer spec §6): owners and admins cannot order, so no link offers it. */
export function shops(user: { user_type: string } | null | undefined): boolean {
  return !user || user.user_type === 'customer';
}
