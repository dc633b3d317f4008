import {
  formatRupees,
  GRIEVANCE_TOPIC_LABELS,
  type ComplaintFiledMail,
  type IssueAnsweredMail,
  type IssueEscalatedMail,
  type IssueOutcome,
  type IssueSettledMail,
  type ReplacementShippedMail,
} from '@thindi/contracts';
import { button, layout, paragraph, type MailSite, type RenderedMail } from './layout';
import { formatIndiaTime } from './order-confirmation.template';
import { sellerDashboardLink } from './seller-dashboard-link';

/** The shopper's ticket page (/support/:number), as a line of the text and a button; a plain line without the site. */
function ticketLink(site: MailSite, number: string, label: string): { text: string; html: string } {
  const base = site.url?.replace(/\/+$/, '');
  if (!base) {
    const text = `Open ticket ${number} under Support in your Thindi account.`;
    return { text, html: paragraph(text) };
  }
  const url = `${base}/support/${encodeURIComponent(number)}`;
  return { text: `${label}: ${url}`, html: button(url, label) };
}

/**
 * An offer or settlement in words: 'a refund of ₹1,250.00' (with the note), a replacement, 'no refund' with the
 * reason, or the grievance officer's answer to a complaint.
 */
function describeOutcome(o: IssueOutcome): string {
  if (o.kind === 'refund') return `a refund of ${formatRupees(o.amount ?? 0)}${o.note ? ` (${o.note})` : ''}`;
  if (o.kind === 'answer') return `this answer: ${o.note ?? ''}`;
  if (o.kind === 'replacement')
    return `a replacement of the reported items at no charge${o.note ? ` (${o.note})` : ''}`;
  return `no refund, because: ${o.note ?? ''}`;
}

function rendered(subject: string, paragraphs: string[], link: { text: string; html: string }): RenderedMail {
  return {
    subject,
    text: [...paragraphs, link.text, 'Thindi'].join('\n\n'),
    html: layout(subject, [...paragraphs.map(paragraph), link.html].join('\n')),
  };
}

/** To the shopper: the seller's answer, and until when they may accept it or escalate it to the grievance officer. */
export function renderIssueAnsweredMail(d: IssueAnsweredMail, site: MailSite = {}): RenderedMail {
  return rendered(
    `The seller answered your ticket ${d.issueNumber}`,
    [
      `Hello ${d.name},`,
      `${d.sellerName} answered your ticket ${d.issueNumber} about order ${d.orderNumber}: they offer ${describeOutcome(d.offer)}.`,
      `Please accept it, or escalate it to our grievance officer, by ${formatIndiaTime(d.respondBy)}; ` +
        'if you do neither, the offer stands as accepted.',
    ],
    ticketLink(site, d.issueNumber, 'Accept or escalate'),
  );
}

const HOW: Record<IssueSettledMail['how'], string> = {
  accepted: "the shopper accepted the seller's answer",
  stood: "the seller's answer stands, as it was not escalated in time",
  decided: 'our grievance officer decided it, and the decision is final',
};

/** To the shopper or the seller: how the ticket was settled. */
export function renderIssueSettledMail(d: IssueSettledMail, site: MailSite = {}): RenderedMail {
  const link =
    d.audience === 'shopper'
      ? ticketLink(site, d.issueNumber, 'See your ticket')
      : sellerDashboardLink(site, 'Orders', 'See the ticket');
  return rendered(
    `Ticket ${d.issueNumber} is settled`,
    [
      `Hello ${d.name},`,
      `Ticket ${d.issueNumber}${d.orderNumber ? ` about order ${d.orderNumber}` : ''} is settled with ` +
        `${describeOutcome(d.outcome)}${d.outcome.kind === 'answer' ? '' : `: ${HOW[d.how]}`}.`,
    ],
    link,
  );
}

/** To the seller: the ticket went to the grievance officer, and why. */
export function renderIssueEscalatedMail(d: IssueEscalatedMail, site: MailSite = {}): RenderedMail {
  const why = d.by === 'shopper' ? `The shopper did not accept your answer: ${d.reason}` : `${d.reason}.`;
  return rendered(
    `Ticket ${d.issueNumber} went to the grievance officer`,
    [
      `Hello ${d.name},`,
      `Ticket ${d.issueNumber} about order ${d.orderNumber} went to our grievance officer, whose decision is final.`,
      why,
    ],
    sellerDashboardLink(site, 'Orders', 'See the ticket'),
  );
}

/** To the grievance officer: a complaint not about one order, who to write back to, and when it is due. */
export function renderComplaintFiledMail(d: ComplaintFiledMail): RenderedMail {
  const subject = `Complaint ${d.issueNumber}: ${GRIEVANCE_TOPIC_LABELS[d.topic]}`;
  const paragraphs = [
    `A shopper (${d.from}) filed complaint ${d.issueNumber} about: ${GRIEVANCE_TOPIC_LABELS[d.topic]}.`,
    d.description,
    `Please acknowledge it by ${formatIndiaTime(d.acknowledgeBy)} and resolve it by ${formatIndiaTime(d.resolveBy)}, ` +
      'from the Support tab of the admin dashboard.',
  ];
  return {
    subject,
    text: [...paragraphs, 'Thindi'].join('\n\n'),
    html: layout(subject, paragraphs.map(paragraph).join('\n')),
  };
}

/** To the shopper: the replacement of their ticket is on its way, what is in it, and its tracking number. */
export function renderReplacementShippedMail(d: ReplacementShippedMail, site: MailSite = {}): RenderedMail {
  const items = d.lines.map((l) => `${l.quantity} × ${l.name}${l.weight ? ` ${l.weight}` : ''}`).join(', ');
  const by = d.carrier ? ` by ${d.carrier}` : '';
  return rendered(
    `Your replacement for ticket ${d.issueNumber} is on its way`,
    [
      `Hello ${d.name},`,
      `${d.sellerName} has shipped the replacement for ticket ${d.issueNumber} about order ${d.orderNumber}, at no charge: ${items}.`,
      `It was sent${by} with tracking number ${d.trackingNumber}.`,
    ],
    ticketLink(site, d.issueNumber, 'See your ticket'),
  );
}
