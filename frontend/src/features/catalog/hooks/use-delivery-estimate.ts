import { useQuery } from '@tanstack/react-query';
import type { DeliveryQuoteResult } from '@thindi/contracts';
import { deliveryKeys } from '@/components/address/delivery-quote';
import { isPincode } from '@/components/address/pincode-lookup';
import { apiGet } from '@/lib/api-client';

/** GET /api/delivery/estimate: when one of this product reaches `pincode`; asked only for a well-formed pincode. */
export function useDeliveryEstimate(productId: string, pincode: string | null) {
  const pin = pincode ?? '';
  return useQuery({
    queryKey: deliveryKeys.estimate(productId, pin),
    queryFn: ({ signal }) =>
      apiGet<DeliveryQuoteResult>('/delivery/estimate', { query: { productId, pincode: pin }, signal }),
    enabled: isPincode(pin),
    staleTime: 5 * 60_000,
  });
}
