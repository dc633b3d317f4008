import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PINCODE_PATTERN } from '@thindi/contracts';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { shippingProfileApi, type ShippingProfile, type ShippingProfileInput } from '../api/shipping-profile.api';

/** The signed-in seller's shipping profile (the server's defaults until it saves one). */
export function useShippingProfile() {
  return useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.shippingProfile(),
    queryFn: ({ signal }) => shippingProfileApi.get(signal),
  });
}

/** Saves the profile; the saved answer (with the origin's district and state) replaces the cached one. */
export function useSaveShippingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShippingProfileInput) => shippingProfileApi.save(input),
    onSuccess: (profile: ShippingProfile) => queryClient.setQueryData(sellerKeys.shippingProfile(), profile),
  });
}

/** District and state of a six-digit pincode once one is typed; nothing while typing or when the lookup fails. */
export function usePincodeLookup(pin: string) {
  const complete = PINCODE_PATTERN.test(pin);
  const query = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.pincode(pin),
    queryFn: ({ signal }) => shippingProfileApi.pincode(pin, signal),
    enabled: complete,
    staleTime: Infinity,
  });
  return complete && !query.isError ? (query.data ?? null) : null;
}
