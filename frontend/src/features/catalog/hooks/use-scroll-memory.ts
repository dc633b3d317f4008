import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORE = 'thindi.scroll';
/** Only the latest entries matter: Back rarely goes further. */
const KEEP = 30;

function readPositions(): Record<string, number> {
  try {
    const all: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return all && typeof all === 'object' ? (all as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(entry: string, y: number): void {
  const all = readPositions();
  delete all[entry];
  all[entry] = y;
  const names = Object.keys(all);
  for (const name of names.slice(0, Math.max(0, names.length - KEEP))) delete all[name];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(all));
  } catch {
    // A full or blocked storage only costs the restored position.
  }
}

/**
 * Remembers how far the page is scrolled per history entry (the entry's key with its URL, as the first entry of a
 * tab has no key of its own), and on Back or Forward scrolls there again once `ready`: when the page has rendered
 * everything it showed before. The browser's own restoration runs too early for a page drawn from data.
 */
export function useScrollMemory(ready: boolean): void {
  const { key, search } = useLocation();
  const navigation = useNavigationType();
  const entry = `${key}${search}`;
  const restored = useRef<string | null>(null);

  useEffect(() => {
    // A new entry (more pages shown, a filter) starts from where the page is; Back waits to be restored.
    if (navigation !== 'POP') savePosition(entry, window.scrollY);
    let frame = 0;
    const onScroll = () => {
      // Until Back has put the page where it was, scrolling is the browser's (clamping to a shorter page).
      if (navigation === 'POP' && restored.current !== entry) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(entry, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [entry, navigation]);

  useEffect(() => {
    if (navigation !== 'POP' || !ready || restored.current === entry) return;
    restored.current = entry;
    const y = readPositions()[entry];
    if (typeof y === 'number' && Number.isFinite(y)) window.scrollTo(0, y);
  }, [entry, navigation, ready]);
}
