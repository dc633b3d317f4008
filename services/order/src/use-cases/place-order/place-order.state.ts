import type { DeliveryDates, PlaceOrderInput, Principal, ProductSnapshot } from '@thindi/contracts';
import type { StoredOrder } from '../../db/orders.repository';
import type { CouponRow } from '../../db/schema';
import type { PackQuantity } from '../../domain/packs';
import type { SupplyTerms } from '../../domain/pricing';

/** What the place-order flow carries from step to step. */
export interface PlaceOrderState {
  orderId: string;
  principal: Principal;
  input: PlaceOrderInput;
  /**
   * The order's lines, one per pack: as named by the shopper until the catalog reserves them, then each naming its
   * pack's id (a line without one was its product's default pack).
   */
  lines: PackQuantity[];
  idempotencyKey?: string;
  /** What the key stands for (domain/order-fingerprint.ts), kept with it. */
  fingerprint: string;
  /** The policy version the shopper agreed to and when the request arrived; absent when sent without consent. */
  consent?: { policyVersion: string; agreedAt: Date };
  /** The coupon named by `couponCode`, read before the flow; its use is taken with the order (write-order). */
  coupon?: CouponRow;
  /** The name on the shopper's account, when it could be read. */
  customerName?: { firstName: string; lastName: string };
  /** The catalog's snapshots of the reserved packs: what the order is priced from. */
  products?: ProductSnapshot[];
  /** Each seller's estimated delivery to the shipping address (null: the seller's origin gives no estimate). */
  deliveries?: Record<string, DeliveryDates | null>;
  /** Where the order goes and each seller's GSTIN: what the GST of each line is split by. */
  supply?: SupplyTerms;
  /** The order as written. */
  stored?: StoredOrder;
}

/** What the compensations of the flow need: only the order id (every undo is keyed by it). */
export interface OrderRef {
  orderId: string;
}
export const orderRef = (s: PlaceOrderState): OrderRef => ({ orderId: s.orderId });
