import { couponListResponseSchema, type Coupon, type CouponBody, type CouponMoveInput } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

const NO_COUPONS: Coupon[] = [];

/** Coupon changes report in their own form or above the list, not in the dashboard's banner (so not under `actions`). */
const couponChange = (name: string) => [...adminKeys.all, 'coupon-change', name] as const;

/** The Coupons tab's list: every coupon, the platform's and the sellers', newest first (as the server sorts them). */
export function useAdminCoupons() {
  const coupons = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.list('coupons', {}),
    // Checked against the contract: a value missing from the answer would otherwise show as ₹NaN.
    queryFn: async ({ signal }) => couponListResponseSchema.parse(await adminApi.coupons(signal)),
  });
  return {
    coupons: coupons.data?.coupons ?? NO_COUPONS,
    loading: coupons.isPending,
    failed: coupons.isError,
    reload: () => void coupons.refetch(),
  };
}

/** Creates a platform coupon; its refusal (a code in use) shows in the form, and all admin data is read again. */
export function useCreateAdminCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: couponChange('create'),
    mutationFn: (body: CouponBody) => adminApi.createCoupon(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}

/**
 * Pauses, resumes or ends a coupon, the platform's or a seller's. Whatever the outcome the list is read again: a
 * refusal (409) means what is on screen is out of date.
 */
export function useAdminCouponMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: couponChange('move'),
    mutationFn: (input: CouponMoveInput) => adminApi.moveCoupon(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
