import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top; Back and Forward leave the browser's own scroll restoration alone, and a link to
 * a place on the page (a hash, or the home grid) is scrolled by that page itself.
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();
  const navigation = useNavigationType();
  const targeted = Boolean(hash) || Boolean((state as { scrollTo?: string } | null)?.scrollTo);

  useEffect(() => {
    if (navigation !== 'POP' && !targeted) window.scrollTo(0, 0);
    // Only a new path counts: changing the home page's filters keeps the grid where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
