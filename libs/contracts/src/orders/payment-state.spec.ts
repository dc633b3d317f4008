import { codOrderPaid, partPaymentStatus } from './payment-state';

describe('what is paid of an order', () => {
  const cod = { paymentMethod: 'cod', paymentStatus: 'pending' } as const;

  it('pays a cash-on-delivery part as it is delivered, and keeps a returned one paid', () => {
    expect(partPaymentStatus(cod, 'shipped')).toBe('pending');
    expect(partPaymentStatus(cod, 'delivered')).toBe('paid');
    expect(partPaymentStatus(cod, 'returned')).toBe('paid');
  });

  it("gives every part of a UPI order the order's own payment", () => {
    const upi = { paymentMethod: 'upi', paymentStatus: 'awaiting_payment' } as const;
    expect(partPaymentStatus(upi, 'delivered')).toBe('awaiting_payment');
    expect(partPaymentStatus({ ...upi, paymentStatus: 'paid' }, 'pending')).toBe('paid');
  });

  it('pays a cash-on-delivery order once every part not cancelled is delivered', () => {
    expect(codOrderPaid(['delivered', 'shipped'])).toBe(false);
    expect(codOrderPaid(['delivered', 'cancelled'])).toBe(true);
    expect(codOrderPaid(['delivered', 'returned'])).toBe(true);
    expect(codOrderPaid(['cancelled', 'cancelled'])).toBe(false);
  });
});
