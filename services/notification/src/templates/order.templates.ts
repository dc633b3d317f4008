import {
  formatCalendarDate,
  formatRupees,
  packName,
  type OrderMailLine,
  type OrderStatusMail,
  type SellerNewOrderMail,
  type SellerPartCancelledMail,
} from '@thindi/contracts';
import { escapeHtml, layout, paragraph, type RenderedMail } from './layout';

/** '2 × Mysore Pak 500 g at ₹180.00': a line names its pack as the invoice does. */
export const lineText = (l: OrderMailLine) =>
  `${l.quantity} × ${packName(l.name, l.weight)} at ${formatRupees(l.price)}`;
export const linesHtml = (lines: OrderMailLine[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(lineText(l))}</li>`).join('')}</ul>`;

/** Text and HTML from the same paragraphs, with the order lines between the opening and the rest. */
function mail(subject: string, opening: string[], lines: OrderMailLine[], closing: string[]): RenderedMail {
  return {
    subject,
    text: [...opening, lines.map(lineText).join('\n'), ...closing, 'Thindi'].join('\n\n'),
    html: layout(subject, [...opening.map(paragraph), linesHtml(lines), ...closing.map(paragraph)].join('\n')),
  };
}

export function renderSellerNewOrderMail(d: SellerNewOrderMail): RenderedMail {
  return mail(
    `New order ${d.orderNumber} for ${d.businessName}`,
    [`Hello ${d.businessName},`, `${d.customerName} has ordered from you (order ${d.orderNumber}):`],
    d.lines,
    [
      ...(d.deliveryLabel ? [`The shopper was promised: ${d.deliveryLabel}.`] : []),
      `Your share: ${formatRupees(d.sellerSubtotal)}. Please confirm the order from your seller dashboard.`,
    ],
  );
}

export function renderSellerPartCancelledMail(d: SellerPartCancelledMail): RenderedMail {
  return mail(
    `Order ${d.orderNumber}: ${d.customerName} cancelled your part`,
    [
      `Hello ${d.businessName},`,
      `${d.customerName} has cancelled your part of order ${d.orderNumber}. Please do not send these:`,
    ],
    d.lines,
    [`Reason: ${d.reason}`, 'Their stock goes back to your catalogue.'],
  );
}

const STATUS_WORDS = {
  shipped: { subject: 'has shipped', body: 'is on its way' },
  delivered: { subject: 'was delivered', body: 'has been delivered. Enjoy your snacks!' },
  cancelled: { subject: 'was cancelled', body: 'has been cancelled' },
  returned: { subject: 'was returned', body: 'has been received back by its seller; your refund follows' },
} as const;

export function renderOrderStatusMail(status: keyof typeof STATUS_WORDS, d: OrderStatusMail): RenderedMail {
  const words = STATUS_WORDS[status];
  const part = d.sellerName ? ` (the part from ${d.sellerName})` : '';
  const lines = [`Hello ${d.firstName},`, `Your order ${d.orderNumber}${part} ${words.body}.`];
  if (d.trackingNumber && status === 'shipped') lines.push(`Tracking number: ${d.trackingNumber}`);
  if (status === 'shipped') {
    for (const b of d.bestBefore ?? []) {
      lines.push(`${packName(b.name, b.weight)}: Best before ${formatCalendarDate(b.bestBefore)}`);
    }
  }
  if (d.note) lines.push(`Note: ${d.note}`);
  const subject = `Your Thindi order ${d.orderNumber} ${words.subject}`;
  return { subject, text: [...lines, 'Thindi'].join('\n\n'), html: layout(subject, lines.map(paragraph).join('\n')) };
}
