import { Link, useSearchParams } from 'react-router-dom';

interface SearchRespellingProps {
  showingResultsFor: string | null;
  didYouMean: string | null;
}

/**
 * What the search was understood as: the respelling whose products are on show, or, when nothing matched, the
 * nearest spelling the catalogue knows as a link that searches for it (keeping the other filters).
 */
export function SearchRespelling({ showingResultsFor, didYouMean }: SearchRespellingProps) {
  const [params] = useSearchParams();
  if (showingResultsFor) {
    return (
      <p className="text-sm text-stone-700">
        Showing results for <b>{showingResultsFor}</b>
      </p>
    );
  }
  if (!didYouMean) return null;
  const next = new URLSearchParams(params);
  next.set('search', didYouMean);
  next.delete('page');
  return (
    <p className="text-sm text-stone-700">
      Did you mean{' '}
      <Link to={{ pathname: '/', search: `?${next.toString()}` }} className="font-semibold text-amber-800 underline">
        {didYouMean}
      </Link>
      ?
    </p>
  );
}
