/**
 * Query keys of orders, apart from the order hooks so the header's live stream can invalidate them without
 * loading the order screens' code (and their schemas) on the first page.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};
