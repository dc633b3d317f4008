import { STATS_SOURCES, type AdminStats, type AuditEntry } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

export const RECENT_ACTIVITY_SIZE = 10;
/** While the Overview is open its figures and the latest actions are read again every minute. */
export const ADMIN_OVERVIEW_REFRESH_MS = 60_000;

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
const NO_ENTRIES: AuditEntry[] = [];

/**
 * The Overview's figures (GET /admin/stats) and the latest admin actions (GET /admin/audit-log, page 1); a failed
 * read gives its fallback quietly. `refresh` is set while the Overview tab is shown.
 */
export function useAdminOverview(refresh: boolean) {
  const refetchInterval = refresh ? ADMIN_OVERVIEW_REFRESH_MS : false;
  const stats = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => adminApi.stats(signal).then((answer) => answer.stats ?? UNKNOWN_STATS),
    refetchInterval,
  });
  const activity = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.activity(RECENT_ACTIVITY_SIZE),
    queryFn: ({ signal }) =>
      adminApi
        .auditLog({ page: 1, pageSize: RECENT_ACTIVITY_SIZE }, signal)
        .then((answer) => answer.entries ?? NO_ENTRIES),
    refetchInterval,
  });
  return {
    stats: stats.isError ? UNKNOWN_STATS : (stats.data ?? null),
    activity: activity.isError ? NO_ENTRIES : (activity.data ?? null),
    activityFailed: activity.isError,
  };
}

export type AdminOverview = ReturnType<typeof useAdminOverview>;
