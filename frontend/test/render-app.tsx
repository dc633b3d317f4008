import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import type { Session } from '@/app/providers/session-context';
import { routes } from '@/app/router';

/** Renders the whole storefront at `path`, as the browser would, and returns the router to read the URL. */
export function renderApp(path = '/', session?: Session) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
