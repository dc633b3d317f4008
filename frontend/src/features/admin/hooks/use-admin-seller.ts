import type { AdminSeller } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { adminApi } from '../api/admin.api';
import { useAdminData } from './admin-data';

/**
 * The seller the details panel shows: the listed row at once, then GET /admin/sellers/:id, read again after
 * every admin change so the panel follows an approve, reject or toggle made from it.
 */
export function useAdminSeller(listed: AdminSeller): AdminSeller {
  const { generation, readFailed } = useAdminData();
  const [fresh, setFresh] = useState<AdminSeller | null>(null);
  const id = listed._id;
  useEffect(() => {
    const controller = new AbortController();
    adminApi.seller(id, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setFresh(result.seller);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) readFailed(error);
      },
    );
    return () => controller.abort();
  }, [id, generation, readFailed]);
  return fresh?._id === id ? fresh : listed;
}
