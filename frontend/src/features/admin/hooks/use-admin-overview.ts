import { STATS_SOURCES, type AdminStats, type AuditEntry } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { adminApi } from '../api/admin.api';
import { useAdminData } from './admin-data';

export const RECENT_ACTIVITY_SIZE = 10;

/** A failed stats read: every figure unknown, shown as '—'. */
export const UNKNOWN_STATS: AdminStats = {
  totalUsers: null,
  activeUsers: null,
  totalSellers: null,
  pendingSellers: null,
  verifiedSellers: null,
  inactiveSellers: null,
  totalProducts: null,
  activeProducts: null,
  totalOrders: null,
  totalRevenue: null,
  recentOrders: null,
  deadLetters: null,
  unavailable: [...STATS_SOURCES],
};

interface Loaded<T> {
  value: T;
  failed: boolean;
}

/** Reads one thing again whenever admin data changes; a failure gives `fallback` quietly. */
function useReload<T>(read: (signal: AbortSignal) => Promise<T>, fallback: T): Loaded<T> | null {
  const { generation, readFailed } = useAdminData();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoaded({ value, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        readFailed(error);
        setLoaded({ value: fallback, failed: true });
      },
    );
    return () => controller.abort();
  }, [generation, read, fallback, readFailed]);
  return loaded;
}

const readStats = (signal: AbortSignal) => adminApi.stats(signal).then((r) => r.stats);
const readActivity = (signal: AbortSignal) =>
  adminApi.auditLog({ page: 1, pageSize: RECENT_ACTIVITY_SIZE }, signal).then((r) => r.entries);
const NO_ENTRIES: AuditEntry[] = [];

/** The Overview's figures (GET /admin/stats) and the latest admin actions (GET /admin/audit-log, page 1). */
export function useAdminOverview() {
  const stats = useReload(readStats, UNKNOWN_STATS);
  const activity = useReload(readActivity, NO_ENTRIES);
  return {
    stats: stats?.value ?? null,
    activity: activity?.value ?? null,
    activityFailed: activity?.failed ?? false,
  };
}

export type AdminOverview = ReturnType<typeof useAdminOverview>;
