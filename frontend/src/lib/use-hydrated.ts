import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates server-rendered HTML, true from then on (and from the start on a page the browser
 * renders alone). The server knows nothing of this browser's storage, so what storage holds waits for this:
 * the first render matches the server's markup, and React renders again with the stored values at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
