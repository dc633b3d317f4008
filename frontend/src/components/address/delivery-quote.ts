import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryPart, DeliveryQuoteInput, DeliveryQuoteResult, PaymentMethod } from '@thindi/contracts';
import { apiRequest } from '@/lib/api-client';
import { isPincode } from './pincode-lookup';

export const deliveryKeys = {
  all: ['delivery'] as const,
  quote: (input: DeliveryQuoteInput) => ['delivery', 'quote', input] as const,
  estimate: (productId: string, variantId: string | null, pincode: string) =>
    ['delivery', 'estimate', productId, variantId, pincode] as const,
};

interface QuotedLine {
  id: string;
  /** The pack; without one, the product's default pack. */
  variantId?: string;
  quantity: number;
}

/**
 * POST /api/delivery/estimate: when each seller's part of these lines reaches `pincode`, and whether it may be
 * paid in cash there. Asked only for a well-formed pincode; while a changed cart is quoted again, the last
 * answer for the same pincode stays on screen.
 */
export function useDeliveryQuote(
  pincode: string | null | undefined,
  lines: readonly QuotedLine[],
  paymentMethod?: PaymentMethod,
) {
  const pin = pincode?.trim() ?? '';
  const input: DeliveryQuoteInput = {
    pincode: pin,
    items: lines.map(({ id, variantId, quantity }) => ({ productId: id, variantId, quantity })),
    ...(paymentMethod ? { paymentMethod } : {}),
  };
  return useQuery({
    queryKey: deliveryKeys.quote(input),
    queryFn: ({ signal }) => apiRequest<DeliveryQuoteResult>('POST', '/delivery/estimate', { body: input, signal }),
    enabled: isPincode(pin) && lines.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => (previous?.destination.pincode === pin ? keepPreviousData(previous) : undefined),
  });
}

/** What a seller's part says of its arrival: its date, why it cannot come, or nothing when the seller has no origin. */
export const partArrival = (part: DeliveryPart): string | null =>
  part.deliverable ? (part.estimate?.label ?? null) : part.message;

/** The seller's cash-on-delivery refusal for a cash payment: not offered, or the part is above its limit. */
export function codRefusal(part: DeliveryPart, method: PaymentMethod): string | null {
  if (method !== 'cod') return null;
  const overLimit = part.cod.limit !== null && part.subtotal > part.cod.limit;
  return !part.cod.available || overLimit ? part.cod.label : null;
}
