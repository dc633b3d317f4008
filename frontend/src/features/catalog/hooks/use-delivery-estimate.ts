import { useQuery } from '@tanstack/react-query';
import type { DeliveryQuoteInput, DeliveryQuoteResult } from '@thindi/contracts';
import { deliveryKeys } from '@/components/address/delivery-quote';
import { isPincode } from '@/components/address/pincode-lookup';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/delivery/estimate of one of this pack (the default pack without one): when it reaches `pincode`, and
 * whether it may be paid in cash there; asked only for a well-formed pincode.
 */
export function useDeliveryEstimate(productId: string, variantId: string | undefined, pincode: string | null) {
  const pin = pincode ?? '';
  return useQuery({
    queryKey: deliveryKeys.estimate(productId, variantId ?? null, pin),
    queryFn: ({ signal }) => {
      const body: DeliveryQuoteInput = { pincode: pin, items: [{ productId, variantId, quantity: 1 }] };
      return apiRequest<DeliveryQuoteResult>('POST', '/delivery/estimate', { body, signal });
    },
    enabled: isPincode(pin),
    staleTime: 5 * 60_000,
  });
}
