import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartCoupon } from '@thindi/contracts';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '@/lib/api-client';
import { cartApi } from '../api/cart.api';
import { cartKeys } from '../api/cart-keys';
import type { CartItem } from './cart.reducer';
import { orderLinesOf } from './order-lines';

/**
 * Previews a guest's code on its lines; resolves once the preview is cached for them (so the drawer shows it at
 * once), rejects with the refusal whose message is the sentence to show.
 */
export async function previewGuestCoupon(queryClient: QueryClient, code: string, items: CartItem[]): Promise<void> {
  const lines = orderLinesOf(items);
  queryClient.setQueryData(cartKeys.preview(code, lines), await cartApi.previewCoupon(code, lines));
}

interface GuestCouponSyncProps {
  code: string;
  items: CartItem[];
  onCoupon: (coupon: CartCoupon | null) => void;
}

/**
 * A guest's coupon as its lines now stand: previewed again whenever they change (the last preview shows
 * meanwhile). A refusal, such as a minimum no longer met, is shown as the coupon's problem, as the customer's cart
 * shows a coupon that no longer applies. Loaded only for a guest with a code.
 */
export function GuestCouponSync({ code, items, onCoupon }: GuestCouponSyncProps) {
  const lines = useMemo(() => orderLinesOf(items), [items]);
  const preview = useQuery({
    queryKey: cartKeys.preview(code, lines),
    queryFn: ({ signal }) => cartApi.previewCoupon(code, lines, signal),
    enabled: lines.length > 0,
    // A preview belongs to the lines it was asked for: other lines make another key.
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const refusal = preview.isError ? errorMessage(preview.error, `${code} cannot be used now`) : null;
  const coupon = useMemo<CartCoupon | null>(() => {
    if (refusal) return { code, funder: 'platform', discount: 0, problem: refusal };
    return preview.data?.coupon ?? null;
  }, [code, refusal, preview.data]);
  useEffect(() => onCoupon(coupon), [coupon, onCoupon]);
  useEffect(() => () => onCoupon(null), [onCoupon]);
  return null;
}
