import type { Fulfilment, Order } from '@thindi/contracts';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { asksRefundUpiId, refundStateText } from './refund-model';

const part = (status: Fulfilment['status']): Fulfilment => ({
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  status,
  sellerSubtotal: 1010,
  trackingNumber: null,
  note: null,
  history: [],
  delivery: null,
});
const cod = (status: Fulfilment['status']): Order =>
  makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending', payment: undefined, fulfilments: [part(status)] });
const ticket = { sellerId: 's1' };

describe('whether a ticket asks for the UPI ID its refund goes to', () => {
  it('asks on a cash-on-delivery order whose part was handed over, and paid for', () => {
    expect(asksRefundUpiId(ticket, { order: cod('delivered'), failed: false })).toBe(true);
    expect(asksRefundUpiId(ticket, { order: cod('returned'), failed: false })).toBe(true);
  });

  it('does not ask for a parcel never paid for, nor on a UPI order (its refund goes back to the UPI ID that paid)', () => {
    expect(asksRefundUpiId(ticket, { order: cod('shipped'), failed: false })).toBe(false);
    const upi = makeUpiOrder({ paymentStatus: 'paid', fulfilments: [part('delivered')] });
    expect(asksRefundUpiId(ticket, { order: upi, failed: false })).toBe(false);
  });

  it('asks when the order could not be read, and not while it is being read', () => {
    expect(asksRefundUpiId(ticket, { order: null, failed: true })).toBe(true);
    expect(asksRefundUpiId(ticket, { order: null, failed: false })).toBe(false);
  });
});

describe("a refund's state in words", () => {
  it("reads 'Due', or the day it was paid in India with the transfer's UTR", () => {
    expect(refundStateText({ state: 'due', paidAt: null, utr: null })).toBe('Due');
    expect(refundStateText({ state: 'paid', paidAt: '2026-12-04T20:00:00.000Z', utr: '412345678901' })).toBe(
      'Refunded on 5 Dec 2026 · UTR 412345678901',
    );
  });
});
