import { couponListResponseSchema, type Coupon, type CouponBody, type CouponMoveInput } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerCouponsApi } from '../api/seller-coupons.api';

const NO_COUPONS: Coupon[] = [];

/** The seller's coupons, under the seller area's keys (signing out drops them with the rest). */
export const sellerCouponKeys = { list: () => [...sellerKeys.all, 'coupons'] as const };

/** The Coupons tab's list, read when the tab opens; a failed read is shown (an empty list would be untrue). */
export function useSellerCoupons() {
  const coupons = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerCouponKeys.list(),
    // Checked against the contract: a value missing from the answer would otherwise show as ₹NaN.
    queryFn: async ({ signal }) => couponListResponseSchema.parse(await sellerCouponsApi.list(signal)),
  });
  return {
    coupons: coupons.data?.coupons ?? NO_COUPONS,
    loading: coupons.isPending,
    failed: coupons.isError,
    reload: () => void coupons.refetch(),
  };
}

/** Creates one of the seller's coupons; its refusal (a code in use) shows in the form; the list is read again. */
export function useCreateSellerCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBody) => sellerCouponsApi.create(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerCouponKeys.list() }),
  });
}

/** Pauses, resumes or ends one of the seller's coupons; whatever the outcome the list is read again. */
export function useSellerCouponMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponMoveInput) => sellerCouponsApi.move(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerCouponKeys.list() }),
  });
}
