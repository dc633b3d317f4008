import type { AdminSeller } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

/**
 * The seller the details panel shows: the listed row at once, then GET /admin/sellers/:id, read again after
 * every admin change so the panel follows an approve, reject or toggle made from it.
 */
export function useAdminSeller(listed: AdminSeller): AdminSeller {
  const id = listed._id;
  const { data } = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.seller(id),
    queryFn: ({ signal }) => adminApi.seller(id, signal).then((answer) => answer.seller),
  });
  return data?._id === id ? data : listed;
}
