import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTestQueryClient } from './query-client';

/** Renders one component on its own with a fresh QueryClient (no retries), for forms that call the API. */
export function renderWithClient(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  return { ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>), queryClient };
}
