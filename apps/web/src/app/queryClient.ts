import { QueryClient } from '@tanstack/react-query';

/** The app's query cache: one per page in the browser, one per rendered page on the server (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}
