import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/** The app's QueryClient with no retries, so a refused or failed read shows at once in a test. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}
