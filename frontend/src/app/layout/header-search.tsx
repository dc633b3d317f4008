import Search from 'lucide-react/icons/search';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchTerm } from '@/features/catalog/hooks/use-catalog-navigate';
import { cx } from '@/lib/cx';
import type { ComboboxState } from './search-suggestions';

// The suggestions list loads on the box's first focus: a visitor's first page does not carry it.
const SearchSuggestions = lazy(() => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Drives the `search` query of the catalogue: typing updates the URL after a short pause (from another page it
 * goes to the home grid), Enter applies at once. When the URL changes (Back, a link) the box follows it. The box
 * is a combobox whose list of suggestions (and its keys) comes with the lazily loaded `SearchSuggestions`.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const { search, setSearch } = useSearchTerm();
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  // What this box last put into the URL. A ref, not state: the URL's update arrives in a later (transition) render
  // than the one that sent it, and must find it there whatever renders ran in between.
  const sent = useRef<string | null>(null);

  if (search !== seen) {
    setSeen(search);
    // Keep what the person is typing (a trailing space, letters typed while the URL caught up with the earlier
    // ones): only a URL this box did not write (Back, a link) replaces it.
    // eslint-disable-next-line react-hooks/refs -- the ref is written outside render; read once per URL change
    if (search !== sent.current && search !== text.trim()) setText(search);
  }

  const send = useCallback(
    (value: string) => {
      sent.current = value.trim();
      setSearch(value);
    },
    [setSearch],
  );

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, send]);

  return (
    <form
      role="search"
      className={cx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={`${inputId}-list`}
        aria-expanded={combobox.expanded}
        aria-activedescendant={combobox.active}
        value={text}
        onFocus={() => setSuggesting(true)}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search for snacks..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-10 w-full rounded-full border border-amber-200 bg-white pl-9 pr-4 text-sm text-stone-900 placeholder:text-stone-500 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-700/30"
      />
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={`${inputId}-list`}
            input={input}
            text={text}
            onState={setCombobox}
            onPicked={() => {
              sent.current = '';
              setText('');
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
