import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { suggestionsQuery } from '@/features/catalog/api/catalog-queries';
import type { Suggestion } from '@/features/catalog/api/suggestions.api';
import { cx } from '@/lib/cx';

/** A pause in typing before suggestions are asked for: one read per word, not per letter. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** What the search box's combobox says about its list (`aria-expanded`, `aria-activedescendant`). */
export interface ComboboxState {
  expanded: boolean;
  active?: string;
}

interface SearchSuggestionsProps {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  text: string;
  onState: (state: ComboboxState) => void;
  /** A suggestion was opened: the box empties, as the page it opens is not a search. */
  onPicked: () => void;
}

const NONE: Suggestion[] = [];

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const pathOf = (s: Suggestion) =>
  s.kind === 'product' ? `/product/${encodeURIComponent(s.productId)}` : `/?category=${s.category}#products`;

/**
 * The listbox of the header's search combobox (WAI-ARIA combobox pattern): products and categories whose names
 * match what is typed. Arrow keys move through them, Enter opens the one highlighted (or, with none, the form
 * runs the typed search), Escape and leaving the box close the list. Loaded on the box's first focus.
 */
export function SearchSuggestions({ id, input, text, onState, onPicked }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const typed = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useQuery({ ...suggestionsQuery(typed), enabled: typed !== '', placeholderData: keepPreviousData });
  const items = typed && text.trim() ? (data ?? NONE) : NONE;
  // Mounted by the box's first focus: open until Escape, a choice or leaving the box.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(items);
  if (shown !== items) {
    setShown(items);
    setActive(-1);
  }
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${id}-${index}`;

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    onPicked();
    navigate(pathOf(suggestion));
  };

  const onKey = (event: KeyboardEvent) => {
    const count = items.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(!expanded || active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        pick(items[active]);
      } else setOpen(false);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const keydown = useEffectEvent(onKey);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const reopen = () => setOpen(true);
    const close = () => setOpen(false);
    box.addEventListener('keydown', keydown);
    box.addEventListener('input', reopen);
    box.addEventListener('focus', reopen);
    box.addEventListener('blur', close);
    return () => {
      box.removeEventListener('keydown', keydown);
      box.removeEventListener('input', reopen);
      box.removeEventListener('focus', reopen);
      box.removeEventListener('blur', close);
    };
  }, [input]);

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onState({ expanded, active: activeId }), [expanded, activeId, onState]);

  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!expanded}
      className="absolute left-0 right-0 top-full z-40 mt-1 max-h-80 overflow-y-auto rounded-2xl border border-amber-100 bg-white py-1 shadow-lg"
    >
      {items.map((suggestion, index) => (
        <li
          key={`${suggestion.kind}-${suggestion.kind === 'product' ? suggestion.productId : suggestion.category}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the box, so choosing with the mouse does not first close the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(suggestion)}
          className={cx(
            'flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm text-stone-800',
            index === active ? 'bg-amber-50 text-amber-900' : 'hover:bg-amber-50',
          )}
        >
          <span className="truncate">{suggestion.label}</span>
          <span className="shrink-0 text-xs capitalize text-stone-500">
            {suggestion.kind === 'category' ? 'Category' : suggestion.category}
          </span>
        </li>
      ))}
    </ul>
  );
}
