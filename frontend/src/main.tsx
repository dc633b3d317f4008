import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
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

/**
 * Until a server-rendered page is hydrated its buttons do nothing: taps on them (Add to Cart, then the cart, on a slow
 * phone) are held and replayed in order once React has hydrated the page, instead of being lost. Links need nothing:
 * they navigate anyway.
 */
function holdEarlyTaps(): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    // A tap's target is an element or a text node (which has no `closest`).
    const control = (event.target as Element).closest?.<HTMLElement>('button, label');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const tapped of held.splice(0)) if (tapped.isConnected) tapped.click();
  };
}

/** Runs `onHydrated` once React has committed the first render (hydrated the server's markup). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

const replayTaps = serverState ? holdEarlyTaps() : () => undefined;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
    <Hydrated onHydrated={replayTaps} />
  </StrictMode>
);
// The page's screen is loaded before hydrating: were it still on its way when the session or the cart first updates,
// React would replace the server's markup with the loading state until it came.
if (serverState) void preloadScreens(window.location.pathname).finally(() => hydrateRoot(container, app));
else createRoot(container).render(app);
