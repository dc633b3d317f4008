import { MailJobs } from '@thindi/contracts';
import type { MailSite } from './layout';
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
    expect(rendered.mail.text).toContain('2 × Ribbon <Pakoda> 200g');
    expect(rendered.mail.text).toContain('Subtotal ₹600.00, shipping FREE, tax ₹30.00: total ₹630.00.');
    expect(rendered.mail.text).toContain('Cash on delivery');
    expect(rendered.mail.html).not.toContain('<Pakoda>');
  });

  it('names each line by its pack, once when the product name already says it', () => {
    const rendered = renderMail(MailJobs.orderConfirmation, {
      to: 'meena@example.in',
      firstName: 'Meena',
      orderNumber: 'TH-20261121-4F7K3',
      lines: [
        { ...line, name: 'Mysore Pak', weight: '500 g', quantity: 1, price: 180 },
        { ...line, name: 'Ghee Mysore Pak 1 kg tin', weight: '1 kg', quantity: 1, price: 650 },
      ],
      subtotal: 830,
      shipping: 0,
      tax: 41.5,
      total: 872,
      paymentMethod: 'cod',
      estimatedDelivery: '2026-11-26T10:00:00.000Z',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.text).toContain('1 × Mysore Pak 500 g at ₹180.00\n1 × Ghee Mysore Pak 1 kg tin at ₹650.00');
  });

  it('shows the round off of a charge rounded to whole rupees, so the lines add up to the total', () => {
    const rendered = renderMail(MailJobs.orderConfirmation, {
      to: 'meena@example.in',
      firstName: 'Meena',
      orderNumber: 'TH-20261121-9R3T1',
      lines: [line],
      subtotal: 1010,
      shipping: 0,
      tax: 50.5,
      total: 1061,
      paymentMethod: 'cod',
      estimatedDelivery: '2026-11-26T10:00:00.000Z',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.text).toContain(
      'Subtotal ₹1,010.00, shipping FREE, tax ₹50.50, round off +₹0.50: total ₹1,061.00.',
    );
  });

  it("shows the coupon's discount as 'Discount (CODE)' before the round off, so the lines add up to the total", () => {
    const rendered = renderMail(MailJobs.orderConfirmation, {
      to: 'meena@example.in',
      firstName: 'Meena',
      orderNumber: 'TH-20261121-9R3T2',
      lines: [line],
      subtotal: 1010,
      shipping: 0,
      tax: 50.5,
      coupon: { code: 'DIWALI10', discount: 106.05 },
      total: 954,
      paymentMethod: 'cod',
      estimatedDelivery: '2026-11-26T10:00:00.000Z',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.text).toContain(
      'Subtotal ₹1,010.00, shipping FREE, tax ₹50.50, Discount (DIWALI10) −₹106.05, round off −₹0.45: total ₹954.00.',
    );
    // A job queued before the break-up carries no invoices: no line about them.
    expect(rendered.mail.text).not.toContain('Tax invoices');
  });

  it("adds up a platform's coupon from the tax invoices, and keeps a seller's inside its invoice", () => {
    const mail = (coupon: object) => {
      const rendered = renderMail(MailJobs.orderConfirmation, {
        to: 'meena@example.in',
        firstName: 'Meena',
        orderNumber: 'TH-20261121-9R3T2',
        lines: [line],
        subtotal: 1010,
        shipping: 0,
        tax: 50.5,
        coupon,
        total: 954,
        paymentMethod: 'cod',
        estimatedDelivery: '2026-11-26T10:00:00.000Z',
      });
      if (!rendered.ok) throw new Error(rendered.reason);
      return rendered.mail.text;
    };
    expect(mail({ code: 'FESTIVE10', discount: 106.05, funder: 'platform', invoices: 1060.5 })).toContain(
      'Tax invoices ₹1,060.50, round off −₹0.45, paid by Thindi (FESTIVE10) −₹106.05: you pay ₹954.00.',
    );
    expect(mail({ code: 'AMMA10', discount: 106.05, funder: 'seller', invoices: 954.45 })).toContain(
      'Tax invoices ₹954.45, round off −₹0.45: you pay ₹954.00.',
    );
  });

  it("lists each seller's part under its own delivery date", () => {
    const rendered = renderMail(MailJobs.orderConfirmation, {
      to: 'meena@example.in',
      firstName: 'Meena',
      orderNumber: 'TH-20261124-8Q2MX',
      lines: [line, { ...line, name: 'Mysore Pak' }],
      subtotal: 720,
      shipping: 0,
      tax: 36,
      total: 756,
      paymentMethod: 'upi',
      estimatedDelivery: '2026-12-02T06:30:00.000Z',
      parts: [
        { sellerName: 'Amma Sweets', lines: [line], deliveryLabel: 'Delivery by Sat, 28 Nov' },
        { sellerName: 'Mysuru Mane', lines: [{ ...line, name: 'Mysore Pak' }], deliveryLabel: null },
      ],
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    const { text, html } = rendered.mail;
    expect(text).toContain('From Amma Sweets: Delivery by Sat, 28 Nov\n2 × Ribbon <Pakoda> 200g at ₹120.00');
    expect(text).toContain('From Mysuru Mane: delivery date to follow\n2 × Mysore Pak 200g');
    expect(text).toContain('Payment: UPI (awaiting payment).');
    expect(html).toContain('From Amma Sweets: Delivery by Sat, 28 Nov');
    expect(html).not.toContain('<Pakoda>');
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

  it("tells a seller which of its lines a shopper cancelled, and the shopper's reason", () => {
    const rendered = renderMail(MailJobs.sellerPartCancelled, {
      to: 'amma@example.in',
      businessName: 'Amma Sweets',
      orderNumber: 'TH-1',
      customerName: 'Meena Iyer',
      lines: [line],
      reason: 'Delivery is too slow',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.subject).toBe('Order TH-1: Meena Iyer cancelled your part');
    expect(rendered.mail.text).toContain('2 × Ribbon <Pakoda> 200g at ₹120.00');
    expect(rendered.mail.text).toContain('Reason: Delivery is too slow');
    expect(rendered.mail.html).not.toContain('<Pakoda>');
  });

  it('shows the seller the delivery date its part was promised, and reads a job from before estimates', () => {
    const job = {
      to: 'amma@example.in',
      businessName: 'Amma Sweets',
      orderNumber: 'TH-2',
      customerName: 'Meena Iyer',
      lines: [line],
      sellerSubtotal: 240,
    };
    const promised = renderMail(MailJobs.sellerNewOrder, { ...job, deliveryLabel: 'Delivery by Sat, 28 Nov' });
    if (!promised.ok) throw new Error(promised.reason);
    expect(promised.mail.text).toContain('The shopper was promised: Delivery by Sat, 28 Nov.');
    const old = renderMail(MailJobs.sellerNewOrder, job);
    if (!old.ok) throw new Error(old.reason);
    expect(old.mail.text).not.toContain('promised');
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

  it('says the best before of each shipped line that has one, and reads a shipped job from before them', () => {
    const base = { to: 'meena@example.in', firstName: 'Meena', orderNumber: 'TH-1', sellerName: null, note: null };
    const bestBefore = [{ name: 'Kaju Katli', weight: '500 g', bestBefore: '2027-01-14' }];
    const shipped = renderMail(MailJobs.orderShipped, { ...base, trackingNumber: null, bestBefore });
    const older = renderMail(MailJobs.orderShipped, { ...base, trackingNumber: null });
    if (!shipped.ok || !older.ok) throw new Error('not rendered');
    expect(shipped.mail.text).toContain('Kaju Katli 500 g: Best before 14 Jan 2027');
    expect(shipped.mail.html).toContain('Kaju Katli 500 g: Best before 14 Jan 2027');
    expect(older.mail.text).not.toContain('Best before');
  });

  it('tells the shopper a returned part was received back and the refund follows, with the reason', () => {
    const returned = renderMail(MailJobs.orderReturned, {
      to: 'meena@example.in',
      firstName: 'Meena',
      orderNumber: 'TH-1',
      sellerName: 'Amma Snacks',
      trackingNumber: null,
      note: 'Pack arrived crushed',
    });
    if (!returned.ok) throw new Error(returned.reason);
    expect(returned.mail.subject).toBe('Your Thindi order TH-1 was returned');
    expect(returned.mail.text).toContain(
      'Your order TH-1 (the part from Amma Snacks) has been received back by its seller; your refund follows.',
    );
    expect(returned.mail.text).toContain('Note: Pack arrived crushed');
  });
});

describe("the shopper's mail of an order placed", () => {
  const site = { url: 'https://thindi.in/', upi: { vpa: 'thindi@okaxis', payeeName: 'Thindi Marketplace' } };
  const order = {
    to: 'meena@example.in',
    firstName: 'Meena',
    orderNumber: 'TH-20261125-7QK2M',
    orderId: '3f0c7a52-9d1e-4b7a-8f3e-2c6d5b4a1e90',
    lines: [line],
    subtotal: 630,
    shipping: 0,
    tax: 31.5,
    total: 662,
    estimatedDelivery: '2026-12-07T06:30:00.000Z',
    deliveryLabel: 'Delivery by Mon, 7 Dec',
    parts: [{ sellerName: 'Amma Sweets', lines: [line], deliveryLabel: 'Delivery by Mon, 7 Dec' }],
  };
  const unpaidUpi = {
    ...order,
    paymentMethod: 'upi',
    // Placed at 15:45 in India on Tue 24 Nov; cancelled unpaid 24 hours later.
    awaitingPayment: { payBy: '2026-11-25T10:15:00.000Z', payWithinHours: 24 },
  };
  const render = (data: object, at: MailSite = site) => {
    const rendered = renderMail(MailJobs.orderConfirmation, data, at);
    if (!rendered.ok) throw new Error(rendered.reason);
    return rendered.mail;
  };

  it('asks for the payment of an unpaid UPI order in its subject, not as confirmed', () => {
    expect(render(unpaidUpi).subject).toBe('Order TH-20261125-7QK2M placed: pay ₹662.00 within 24 h');
  });

  it("writes out the UPI ID, the amount, the note and the deadline in India's time", () => {
    const { text, html } = render(unpaidUpi);
    expect(text).toContain(
      'It is placed but not paid yet: please pay ₹662.00 by UPI by 3:45 pm on Wed, 25 Nov (India time), or it is cancelled',
    );
    expect(text).toContain(
      'UPI ID: thindi@okaxis (Thindi Marketplace)\nAmount: ₹662.00\nNote: TH-20261125-7QK2M\nPay by: 3:45 pm on Wed, 25 Nov (India time)',
    );
    expect(html).toContain('UPI ID: thindi@okaxis (Thindi Marketplace)<br>Amount: ₹662.00');
    expect(text).toContain('Payment: UPI, awaiting payment. Delivery by Mon, 7 Dec.');
    expect(text).not.toContain('confirmed');
  });

  it("links 'Pay now' to the order's page over https, never to a upi:// address", () => {
    const { text, html } = render(unpaidUpi);
    const page = 'https://thindi.in/orders/3f0c7a52-9d1e-4b7a-8f3e-2c6d5b4a1e90';
    expect(text).toContain(`on your order's page: ${page}`);
    expect(html).toContain(`<a href="${page}"`);
    expect(html).toContain('Pay now');
    expect(html).not.toContain('upi://');
  });

  it('still says where to pay when the shop has no address for links', () => {
    const { text } = render(unpaidUpi, { upi: site.upi });
    expect(text).toContain('Pay now from My Orders on Thindi: order TH-20261125-7QK2M shows its QR code');
  });

  it('gives the time to pay in minutes when it is under an hour', () => {
    const soon = { ...unpaidUpi, awaitingPayment: { ...unpaidUpi.awaitingPayment, payWithinHours: 1.5 } };
    expect(render(soon).subject).toBe('Order TH-20261125-7QK2M placed: pay ₹662.00 within 1 h 30 min');
  });

  it('confirms a cash-on-delivery order with the delivery date as every page words it', () => {
    const { subject, text } = render({ ...order, paymentMethod: 'cod' });
    expect(subject).toBe('Your Thindi order TH-20261125-7QK2M is confirmed');
    expect(text).toContain('From Amma Sweets: Delivery by Mon, 7 Dec');
    expect(text).toContain('Payment: Cash on delivery. Delivery by Mon, 7 Dec.');
    expect(text).not.toContain('December');
  });
});
