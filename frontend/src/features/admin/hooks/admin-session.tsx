import { createContext, useContext, type ReactNode } from 'react';
import { useStoredSession, type StoredSession } from '@/lib/stored-session';
import type { Admin } from '../api/admin.api';

export type AdminSession = StoredSession<Admin>;

const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin: token and admin in localStorage, checked with GET /api/admin/me at start. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const session = useStoredSession<Admin>('admin', '/admin/me');
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider');
  return session;
}
