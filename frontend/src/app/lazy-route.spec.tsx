import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyRoute } from './lazy-route';

function Screen() {
  return <h1>The screen</h1>;
}

const inSuspense = (Route: ComponentType) => (
  <Suspense fallback={<p>Loading...</p>}>
    <Route />
  </Suspense>
);

describe('lazyRoute', () => {
  it('shows the loading state until the screen first arrives', async () => {
    const Route = lazyRoute(() => Promise.resolve(Screen));
    render(inSuspense(Route));
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
  });

  it('renders a preloaded screen at once, never the loading state', async () => {
    const load = jest.fn(() => Promise.resolve(Screen));
    const Route = lazyRoute(load);
    await Route.preload();
    render(inSuspense(Route));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
    await Route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Screen);
    const Route = lazyRoute(load);
    await expect(Route.preload()).rejects.toThrow('offline');
    await Route.preload();
    render(inSuspense(Route));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
