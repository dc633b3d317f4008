import { lazy, type ComponentType } from 'react';

/** A screen loaded on first use, which can also be loaded ahead (`preload`) so its first render does not wait. */
export type LazyRoute = ComponentType & { preload: () => Promise<unknown> };

/**
 * A lazily loaded screen. Once its module has arrived it renders at once: a page the server rendered hydrates
 * without suspending, so nothing that updates during hydration (the session, the cart) can make React replace the
 * server's markup with the loading state.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may be tried again (on the next navigation); the error reaches the boundary now.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Route() {
    const Screen = loaded ?? Lazy;
    return <Screen />;
  }
  return Object.assign(Route, { preload });
}
