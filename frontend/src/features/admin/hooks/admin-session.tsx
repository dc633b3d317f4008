import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useStoredSession, type StoredSession } from '@/lib/stored-session';
import type { Admin } from '../api/admin.api';
import { adminKeys } from '../api/admin-keys';

export type AdminSession = StoredSession<Admin>;

const AdminSessionContext = createContext<AdminSession | null>(null);

/**
 * The signed-in admin: token and admin in localStorage, checked with GET /api/admin/me at start. Signing in or
 * out drops every cached admin read and change, so nothing one admin saw is shown to the next.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const stored = useStoredSession<Admin>('admin', '/admin/me');
  const queryClient = useQueryClient();
  const forget = () => {
    queryClient.removeQueries({ queryKey: adminKeys.all });
    // The banner reads the last admin change: the next admin starts without the previous one's failure.
    const changes = queryClient.getMutationCache();
    for (const change of changes.findAll({ mutationKey: adminKeys.all })) changes.remove(change);
  };
  const session: AdminSession = {
    ...stored,
    signIn: (token, admin) => {
      forget();
      stored.signIn(token, admin);
    },
    signOut: () => {
      stored.signOut();
      forget();
    },
  };
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider');
  return session;
}
