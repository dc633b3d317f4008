import { formatRupees, toPaise, toRupees, type OrderConfirmationMail, type OrderMailPart } from '@thindi/contracts';
import { button, layout, paragraph, type MailSite, type RenderedMail } from './layout';
import { lineText, linesHtml } from './order.templates';

/** A piece of the mail, written once as text and once as HTML. */
interface Block {
  text: string;
  html: string;
}
const para = (text: string): Block => ({ text, html: paragraph(text) });

const PAYMENT: Record<string, string> = {
  cod: 'Cash on delivery',
  card: 'Card (awaiting payment)',
  upi: 'UPI (awaiting payment)',
  netbanking: 'Net banking (awaiting payment)',
};

/**
 * The money of an order as checkout showed it: the coupon's 'Discount (CODE)' when one was applied, the round off
 * only when the charge was rounded.
 */
function moneyLine(d: OrderConfirmationMail): string {
  const discountPaise = toPaise(d.coupon?.discount ?? 0);
  const roundOffPaise = toPaise(d.total) - toPaise(d.subtotal) - toPaise(d.shipping) - toPaise(d.tax) + discountPaise;
  const roundOff = toRupees(roundOffPaise);
  const parts = [
    `Subtotal ${formatRupees(d.subtotal)}`,
    `shipping ${d.shipping === 0 ? 'FREE' : formatRupees(d.shipping)}`,
    `tax ${formatRupees(d.tax)}`,
    ...(d.coupon ? [`Discount (${d.coupon.code}) −${formatRupees(d.coupon.discount)}`] : []),
    ...(roundOffPaise === 0 ? [] : [`round off ${roundOff < 0 ? '−' : '+'}${formatRupees(Math.abs(roundOff))}`]),
  ];
  return `${parts.join(', ')}: total ${formatRupees(d.total)}.`;
}

/**
 * With a coupon, how the payment adds up from the order's tax invoices (decision 039): a seller's coupon is inside
 * its invoice; the platform's is paid by the platform after them. Older jobs carry no invoices: nothing is added.
 */
function invoiceLine(d: OrderConfirmationMail): string | null {
  const coupon = d.coupon;
  if (!coupon || coupon.invoices === undefined || coupon.discount <= 0) return null;
  const platformPaise = coupon.funder === 'platform' ? toPaise(coupon.discount) : 0;
  const roundOffPaise = toPaise(d.total) - (toPaise(coupon.invoices) - platformPaise);
  const parts = [
    `Tax invoices ${formatRupees(coupon.invoices)}`,
    ...(roundOffPaise === 0
      ? []
      : [`round off ${roundOffPaise < 0 ? '−' : '+'}${formatRupees(toRupees(Math.abs(roundOffPaise)))}`]),
    ...(platformPaise > 0 ? [`paid by Thindi (${coupon.code}) −${formatRupees(toRupees(platformPaise))}`] : []),
  ];
  return `${parts.join(', ')}: you pay ${formatRupees(d.total)}.`;
}

/** 24 → '24 h', 1.5 → '1 h 30 min', 0.25 → '15 min'. */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const IST = 'Asia/Kolkata';
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST, hour: 'numeric', minute: '2-digit', hour12: true });
const istDay = new Intl.DateTimeFormat('en-IN', { timeZone: IST, weekday: 'short', day: 'numeric', month: 'short' });

/** An instant as India reads it, whatever the server's zone: '3:45 pm on Wed, 25 Nov'. */
export const formatIndiaTime = (iso: string): string => {
  const at = new Date(iso);
  return `${istTime.format(at)} on ${istDay.format(at)}`;
};

/** Each seller's part as a heading with its delivery date, then its lines; or the lines alone (older jobs). */
function orderedBlocks(d: OrderConfirmationMail): Block[] {
  if (!d.parts?.length) return [{ text: d.lines.map(lineText).join('\n'), html: linesHtml(d.lines) }];
  const heading = (p: OrderMailPart) => `From ${p.sellerName}: ${p.deliveryLabel ?? 'delivery date to follow'}`;
  return d.parts.map((p) => ({
    text: [heading(p), ...p.lines.map(lineText)].join('\n'),
    html: `${paragraph(heading(p))}\n${linesHtml(p.lines)}`,
  }));
}

/**
 * How to pay an order placed unpaid, written out: many mail clients drop upi:// links, so the UPI ID, the amount, the
 * note and the deadline (India's time) are text, and 'Pay now' opens the order's page (QR code, UPI app link, UTR).
 */
function payBlocks(d: OrderConfirmationMail, payBy: string, site: MailSite, orderUrl: string | undefined): Block[] {
  const amount = formatRupees(d.total);
  const deadline = `${formatIndiaTime(payBy)} (India time)`;
  const details = [
    ...(site.upi ? [`UPI ID: ${site.upi.vpa} (${site.upi.payeeName})`] : []),
    `Amount: ${amount}`,
    `Note: ${d.orderNumber}`,
    `Pay by: ${deadline}`,
  ];
  const pay = orderUrl
    ? `Pay now, or scan its QR code and send us your UTR, on your order's page: ${orderUrl}`
    : `Pay now from My Orders on Thindi: order ${d.orderNumber} shows its QR code and the box for your UTR.`;
  return [
    para(
      `Thank you for your order ${d.orderNumber}. It is placed but not paid yet: please pay ${amount} by UPI by ${deadline}, or it is cancelled and its items go back on sale.`,
    ),
    { text: details.join('\n'), html: paragraph(details.join('\n')).replace(/\n/g, '<br>') },
    orderUrl ? { text: pay, html: `${button(orderUrl, 'Pay now')}\n${paragraph(pay)}` } : para(pay),
    para('Here is what you ordered:'),
  ];
}

/**
 * The shopper's mail for an order placed: what was ordered, each seller's part under its delivery date, the money,
 * and the payment. An order still to be paid (UPI) says so first, in its subject too, with how to pay and by when.
 */
export function renderOrderConfirmationMail(d: OrderConfirmationMail, site: MailSite = {}): RenderedMail {
  const base = site.url?.replace(/\/+$/, '');
  const orderUrl = base && d.orderId ? `${base}/orders/${encodeURIComponent(d.orderId)}` : undefined;
  const unpaid = d.awaitingPayment;
  const subject = unpaid
    ? `Order ${d.orderNumber} placed: pay ${formatRupees(d.total)} within ${formatHours(unpaid.payWithinHours)}`
    : `Your Thindi order ${d.orderNumber} is confirmed`;
  const payment = unpaid ? 'UPI, awaiting payment' : (PAYMENT[d.paymentMethod] ?? d.paymentMethod);
  const blocks = [
    para(`Hello ${d.firstName},`),
    ...(unpaid
      ? payBlocks(d, unpaid.payBy, site, orderUrl)
      : [para(`Thank you for your order ${d.orderNumber}. Here is what you ordered:`)]),
    ...orderedBlocks(d),
    para(moneyLine(d)),
    ...[invoiceLine(d)].filter((line): line is string => line !== null).map(para),
    para(`Payment: ${payment}.${d.deliveryLabel ? ` ${d.deliveryLabel}.` : ''}`),
  ];
  return {
    subject,
    text: [...blocks.map((b) => b.text), 'Thindi'].join('\n\n'),
    html: layout(subject, blocks.map((b) => b.html).join('\n')),
  };
}
