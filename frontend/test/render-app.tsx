import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import { routes } from '@/app/router';
import { createTestQueryClient } from './query-client';

/**
 * Renders the whole storefront at `path`, as the browser would, and returns the router to read the URL.
 * Sign someone in first with `storeCustomer` (test/accounts.ts) and answer GET /api/auth/me in the fetch mock.
 * Each render has its own QueryClient (no retries), so no server state leaks from one test into the next.
 */
export function renderApp(path = '/', queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
