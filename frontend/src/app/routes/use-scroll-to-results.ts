import { useEffect, useRef } from 'react';

/**
 * Brings the product grid into view when the search changes to something: on a phone the results would otherwise
 * sit below the hero, two screens down. The box stays in the sticky header, so typing goes on.
 */
export function useScrollToResults(search: string, gridId = 'products') {
  const previous = useRef(search);
  useEffect(() => {
    if (search === previous.current) return;
    previous.current = search;
    if (!search.trim()) return;
    document.getElementById(gridId)?.scrollIntoView?.({ block: 'start' });
  }, [search, gridId]);
}
