import { useSyncExternalStore } from 'react';
import { isPincode } from './pincode-lookup';

/** The pincode the shopper last checked delivery to, kept across visits. */
export const PINCODE_STORAGE_KEY = 'thindi.pincode';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(): string | null {
  try {
    const stored = window.localStorage.getItem(PINCODE_STORAGE_KEY);
    return isPincode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps `pin` for the next visit and tells every screen showing the remembered one. */
export function rememberPincode(pin: string): void {
  try {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, pin);
  } catch {
    // Storage may be full or switched off: the pincode is then simply not kept.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The remembered pincode, or null. The server renders without it and hydration matches that; the browser's
 * stored pincode shows right after.
 */
export function useRememberedPincode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
