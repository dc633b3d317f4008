import { ISSUE_KIND_LABELS, packName, type SellerIssueOpenedMail } from '@thindi/contracts';
import { escapeHtml, layout, paragraph, type MailSite, type RenderedMail } from './layout';
import { formatIndiaTime } from './order-confirmation.template';
import { sellerDashboardLink } from './seller-dashboard-link';

/** To a seller: a shopper reported a problem with its part of an order, to answer within 48 hours. */
export function renderSellerIssueOpenedMail(d: SellerIssueOpenedMail, site: MailSite): RenderedMail {
  const subject = `A shopper reported a problem with order ${d.orderNumber}`;
  const lines = d.lines.map((l) => `${l.quantity} × ${packName(l.name, l.weight)}`);
  const opening = [
    `Hello ${d.businessName},`,
    `A shopper reported a problem with your part of order ${d.orderNumber} (ticket ${d.issueNumber}): ` +
      `${ISSUE_KIND_LABELS[d.kind]}.`,
  ];
  const closing = [
    `In their words: ${d.description}`,
    `Please answer from your seller dashboard by ${formatIndiaTime(d.acknowledgeBy)}; ` +
      'a ticket not answered by then goes to the marketplace.',
  ];
  const link = sellerDashboardLink(site, 'Orders', 'Answer the ticket');
  return {
    subject,
    text: [...opening, lines.join('\n'), ...closing, link.text, 'Thindi'].join('\n\n'),
    html: layout(
      subject,
      [
        ...opening.map(paragraph),
        `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
        ...closing.map(paragraph),
        link.html,
      ].join('\n'),
    ),
  };
}
