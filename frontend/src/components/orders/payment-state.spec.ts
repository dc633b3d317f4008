import { PAYMENT_STATUSES } from '@thindi/contracts';
import { awaitsPayment, paymentReceived, refundPaymentLabel } from './payment-state';

describe('payment states once money is owed back', () => {
  it('reads each refund state in words, and no words for the states before any refund', () => {
    expect(refundPaymentLabel('refund_due')).toBe('Refund due');
    expect(refundPaymentLabel('partly_refunded')).toBe('Partly refunded');
    expect(refundPaymentLabel('refunded')).toBe('Refunded');
    for (const status of ['pending', 'awaiting_payment', 'paid', 'expired'] as const)
      expect(refundPaymentLabel(status)).toBeNull();
  });

  it('counts a refunded order as paid: its money came in before it went back', () => {
    expect(PAYMENT_STATUSES.filter(paymentReceived)).toEqual(['paid', 'refund_due', 'partly_refunded', 'refunded']);
  });

  it('never asks a UPI order owing a refund to be paid', () => {
    const order = { paymentMethod: 'upi', orderStatus: 'delivered' } as const;
    expect(awaitsPayment({ ...order, paymentStatus: 'refund_due' })).toBe(false);
    expect(awaitsPayment({ ...order, paymentStatus: 'awaiting_payment' })).toBe(true);
  });
});
