import { useQuery } from '@tanstack/react-query';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerEarningsApi } from '../api/seller-earnings.api';

/** The Earnings tab's figures, read when the tab opens; a failed read is shown (money is not quietly zero). */
export function useSellerEarnings() {
  const earnings = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.earnings(),
    queryFn: ({ signal }) => sellerEarningsApi.earnings(signal),
  });
  return {
    earnings: earnings.data,
    loading: earnings.isPending,
    failed: earnings.isError,
    reload: () => void earnings.refetch(),
  };
}
