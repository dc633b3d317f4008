import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreens } from './app/router';
import { QUERY_STATE_ELEMENT_ID } from './entry-constants';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Pages the server rendered carry the data they were rendered from: the browser starts from the same answers,
// so hydration finds the same markup and nothing is fetched twice.
const queryClient = createQueryClient();
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The page's screen is loaded before hydrating: were it still on its way when the session or the cart first updates,
// React would replace the server's markup with the loading state until it came.
if (serverState) void preloadScreens(window.location.pathname).finally(() => hydrateRoot(container, app));
else createRoot(container).render(app);
