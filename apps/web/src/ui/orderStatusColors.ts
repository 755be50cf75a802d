/** Order status colours, used wherever a status appears (UI.md). */
export const STATUS_COLORS = {
  pending: 'gray',
  confirmed: 'blue',
  preparing: 'yellow',
  ready: 'teal',
  delivered: 'green',
  cancelled: 'red',
} as const;
