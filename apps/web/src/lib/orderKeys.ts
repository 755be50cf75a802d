/**
 * Query keys of orders, shared by the customers', the staff's and checkout's order queries and the header's live
 * stream (one change refreshes them all), apart from the order hooks so the stream can invalidate them without
 * loading the order screens' code (and their schemas) on the first page.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};
