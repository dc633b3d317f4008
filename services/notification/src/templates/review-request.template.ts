import type { ReviewRequestMail } from '@thindi/contracts';
import { button, escapeHtml, layout, paragraph, type MailSite, type RenderedMail } from './layout';

const AMBER = '#b45309';

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${AMBER}">${escapeHtml(label)}</a>`;

/**
 * 'How was your order?', a few days after a part is delivered: each product with a link to its page, and a button
 * to My Orders, where 'Rate your order' opens the review form. The shopper gets it because order e-mails are on,
 * so it says where to switch them off.
 */
export function renderReviewRequestMail(d: ReviewRequestMail, site: MailSite = {}): RenderedMail {
  const base = site.url?.replace(/\/+$/, '');
  const productUrl = (productId: string) => base && `${base}/product/${encodeURIComponent(productId)}`;
  const ordersUrl = base && `${base}/orders`;
  const subject = `How was your order ${d.orderNumber}?`;
  const opening = [
    `Hello ${d.firstName},`,
    `We hope you are enjoying your order ${d.orderNumber}. How did you find it? A few words help other shoppers choose, and the people who made it hear from you:`,
  ];
  const closing =
    'You get this mail because your order e-mails are on; you can switch them off under Settings in your Thindi account.';
  const productText = (p: ReviewRequestMail['products'][number]) => {
    const url = productUrl(p.productId);
    return url ? `${p.name}: ${url}` : p.name;
  };
  const productHtml = (p: ReviewRequestMail['products'][number]) => {
    const url = productUrl(p.productId);
    return `<li>${url ? link(url, p.name) : escapeHtml(p.name)}</li>`;
  };
  const rate = ordersUrl
    ? `Rate your order: ${ordersUrl}`
    : "Rate your order from My Orders on Thindi: choose 'Rate your order' next to it.";
  return {
    subject,
    text: [...opening, d.products.map(productText).join('\n'), rate, closing, 'Thindi'].join('\n\n'),
    html: layout(
      subject,
      [
        ...opening.map(paragraph),
        `<ul style="margin:0 0 16px;padding-left:20px">${d.products.map(productHtml).join('')}</ul>`,
        ordersUrl ? button(ordersUrl, 'Rate your order') : paragraph(rate),
        paragraph(closing),
      ].join('\n'),
    ),
  };
}
