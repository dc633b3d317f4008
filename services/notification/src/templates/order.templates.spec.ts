import { MailJobs } from '@thindi/contracts';
import { renderMail } from './render-mail';

const line = { name: 'Ribbon <Pakoda>', quantity: 2, price: 120, weight: '200g' };

describe('order mail templates', () => {
  it('confirms an order with its number, lines, FREE shipping and total', () => {
    const rendered = renderMail(MailJobs.orderConfirmation, {
      to: 'meena@example.in',
      firstName: 'Meena',
      orderNumber: 'TH-20261121-4F7K2',
      lines: [line],
      subtotal: 600,
      shipping: 0,
      tax: 30,
      total: 630,
      paymentMethod: 'cod',
      estimatedDelivery: '2026-11-26T10:00:00.000Z',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.subject).toBe('Your Thindi order TH-20261121-4F7K2 is confirmed');
    expect(rendered.mail.text).toContain('2 × Ribbon <Pakoda> (200g)');
    expect(rendered.mail.text).toContain('shipping FREE');
    expect(rendered.mail.text).toContain('Cash on delivery');
    expect(rendered.mail.html).not.toContain('<Pakoda>');
  });

  it('tells a seller about a new order with only its lines and its share', () => {
    const rendered = renderMail(MailJobs.sellerNewOrder, {
      to: 'amma@example.in',
      businessName: 'Amma Sweets',
      orderNumber: 'TH-1',
      customerName: 'Meena Iyer',
      lines: [line],
      sellerSubtotal: 240,
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.subject).toBe('New order TH-1 for Amma Sweets');
    expect(rendered.mail.text).toContain('Meena Iyer');
    expect(rendered.mail.text).toContain('₹240.00');
  });

  it('puts the tracking number in the shipped mail and names the cancelled and delivered orders', () => {
    const base = { to: 'meena@example.in', firstName: 'Meena', orderNumber: 'TH-1', sellerName: null, note: null };
    const shipped = renderMail(MailJobs.orderShipped, { ...base, trackingNumber: 'TRK123' });
    const delivered = renderMail(MailJobs.orderDelivered, { ...base, trackingNumber: null });
    const cancelled = renderMail(MailJobs.orderCancelled, {
      ...base,
      trackingNumber: null,
      note: 'Cancelled by customer',
    });
    if (!shipped.ok || !delivered.ok || !cancelled.ok) throw new Error('not rendered');
    expect(shipped.mail.text).toContain('Tracking number: TRK123');
    expect(delivered.mail.subject).toBe('Your Thindi order TH-1 was delivered');
    expect(cancelled.mail.text).toContain('Cancelled by customer');
  });
});
