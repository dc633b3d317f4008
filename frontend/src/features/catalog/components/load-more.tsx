import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { MorePages } from '../hooks/use-home-catalog';

/** Counts read the Indian way (1,23,456), like the rupees. */
export const formatCount = (count: number): string => count.toLocaleString('en-IN');

/** How far below the screen the end of the grid may be when the next page starts loading. */
const AHEAD = '800px 0px';

interface LoadMoreProps {
  shown: number;
  more: MorePages;
  /** Moves the focus to the product at `index`: the first of a page the button asked for. */
  focusProduct: (index: number) => void;
}

/**
 * The end of the grid: how many products are on show out of how many, announced politely as pages are added,
 * and a "Load more" button. The next page also loads by itself when the end of the grid nears the screen; the
 * button stays for keyboards and screen readers (and browsers without IntersectionObserver).
 */
export function LoadMore({ shown, more, focusProduct }: LoadMoreProps) {
  const statusId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  // The first product of the page the button asked for: a keyboard goes on from there, not from the button.
  const focusFrom = useRef<number | null>(null);
  const showMore = useEffectEvent(() => more.showMore());
  const total = Math.max(more.total, shown);
  const automatic = more.hasMore && !more.loading && !more.failed;

  useEffect(() => {
    const target = sentinel.current;
    if (!automatic || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // A new observer per page shown: one still in view after a page lands asks for the next.
  }, [automatic, shown]);

  useEffect(() => {
    if (focusFrom.current === null || shown <= focusFrom.current) return;
    focusProduct(focusFrom.current);
    focusFrom.current = null;
  }, [shown, focusProduct]);

  return (
    <div className="flex flex-col items-center gap-3 pt-4">
      <div ref={sentinel} aria-hidden="true" />
      <p id={statusId} role="status" className="text-sm text-stone-600">
        Showing {formatCount(shown)} of {formatCount(total)} {total === 1 ? 'product' : 'products'}
      </p>
      {more.failed ? (
        <p role="alert" className="text-sm text-red-700">
          We couldn&apos;t load more products. Please try again.
        </p>
      ) : null}
      {more.hasMore ? (
        <Button
          variant="outline"
          aria-describedby={statusId}
          aria-disabled={more.loading}
          aria-busy={more.loading}
          onClick={() => {
            if (more.loading) return;
            focusFrom.current = shown;
            more.showMore();
          }}
        >
          {more.loading ? 'Loading more...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
