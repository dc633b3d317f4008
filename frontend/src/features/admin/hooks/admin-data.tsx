import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';

export interface AdminData {
  /** Goes up after every admin change; every open read depends on it, so all admin data loads again. */
  generation: number;
  /** A read failed: a refused token (401) signs the admin out; anything else stays quiet. */
  readFailed: (error: unknown) => void;
  /** Keys of the actions running now; their buttons are disabled. */
  busy: ReadonlySet<string>;
  /** Runs one admin change; success reloads everything, a failure shows the server message or `fallback`. */
  run: (key: string, action: () => Promise<unknown>, fallback: string) => Promise<void>;
  /** The red banner of the last failed action. */
  alert: string | null;
}

const AdminDataContext = createContext<AdminData | null>(null);

const refused = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Spec section 4: after every admin change all admin data is reloaded; a refused admin token ends the session. */
export function AdminDataProvider({ onUnauthorized, children }: { onUnauthorized: () => void; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const signOut = useRef(onUnauthorized);
  useEffect(() => {
    signOut.current = onUnauthorized;
  }, [onUnauthorized]);

  const readFailed = useCallback((error: unknown) => {
    if (refused(error)) signOut.current();
  }, []);

  const run = useCallback(async (key: string, action: () => Promise<unknown>, fallback: string) => {
    setAlert(null);
    setBusy((keys) => new Set(keys).add(key));
    try {
      await action();
      setGeneration((n) => n + 1);
    } catch (error) {
      if (refused(error)) signOut.current();
      else setAlert(errorMessage(error, fallback));
      // A 409 means what is on screen is out of date (another admin acted first): show what is true now.
      if (error instanceof ApiError && error.status === 409) setGeneration((n) => n + 1);
    } finally {
      setBusy((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }, []);

  const value = useMemo(
    () => ({ generation, readFailed, busy, run, alert }),
    [generation, readFailed, busy, run, alert],
  );
  return <AdminDataContext.Provider value={value}>{children}</AdminDataContext.Provider>;
}

export function useAdminData(): AdminData {
  const data = useContext(AdminDataContext);
  if (!data) throw new Error('useAdminData needs an AdminDataProvider');
  return data;
}
