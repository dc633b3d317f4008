import { useLocation } from 'react-router-dom';
import { readAccount, readToken } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Whether a seller is signed in on this browser, as the seller area stored it; read again on every page, so signing
 * in or out there shows here on the next one. False during hydration: the server knows no browser's storage.
 */
export function useSignedInSeller(): boolean {
  const hydrated = useHydrated();
  useLocation();
  return hydrated && readToken('seller') !== null && readAccount('seller') !== null;
}
