/** What the owner's and admin's dashboards say of their charts (owner/admin spec §2). */
export const DASHBOARD_MESSAGES = {
  noOrdersTitle: (days: number) => `No orders in the last ${days} days`,
  noOrdersHint: 'Orders and revenue per day show here once customers order.',
} as const;
