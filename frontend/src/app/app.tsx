import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { routes } from './router';

export function AppRoutes() {
  return useRoutes(routes);
}

interface AppProps {
  /** Filled from the server render's data in the browser; one per request on the server. */
  queryClient?: QueryClient;
  /** The browser's own router unless a server render passes a static one for the requested URL. */
  router?: ComponentType<{ children: ReactNode }>;
}

/**
 * The whole SPA, the same tree in the browser and in a server render so the browser can hydrate the server's
 * HTML. A component router (not a data router) keeps the router's share of the first load small.
 */
export function App({ queryClient, router: Router = BrowserRouter }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
