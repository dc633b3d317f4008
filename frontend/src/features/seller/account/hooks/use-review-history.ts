import { useQuery } from '@tanstack/react-query';
import { readToken } from '@/lib/auth-storage';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerApi } from '@/features/seller/api/seller.api';

/** The review history of the seller's application, newest first (empty until it is read, or when it cannot be). */
export function useReviewHistory() {
  const query = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.me(),
    queryFn: () => sellerApi.me(readToken('seller')),
    select: (answer) => answer.history,
  });
  return { history: query.data ?? [], loading: query.isPending };
}
