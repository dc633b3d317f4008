import {
  COMPLAINT_FILED_MAIL_JOB,
  ISSUE_ANSWERED_MAIL_JOB,
  ISSUE_ESCALATED_MAIL_JOB,
  ISSUE_SETTLED_MAIL_JOB,
  REPLACEMENT_SHIPPED_MAIL_JOB,
} from '@thindi/contracts';
import { renderMail } from './render-mail';

const site = { url: 'https://thindi.example' };
const render = (job: string, data: unknown) => {
  const result = renderMail(job, data, site);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe('the mails of a ticket after it is opened', () => {
  const answered = {
    to: 'meena@example.in',
    name: 'Meena',
    issueNumber: 'TK-20261204-9QX3M',
    orderNumber: 'TH-20261202-4F7K2',
    sellerName: 'Amma Snacks',
    offer: { kind: 'refund', amount: 125000, note: 'Sorry <again>' },
    respondBy: '2026-12-11T04:30:00.000Z',
  };

  it("tells the shopper the seller's offer in rupees, the day to answer by in India and the ticket's link", () => {
    const { to, mail } = render(ISSUE_ANSWERED_MAIL_JOB, answered);
    expect(to).toBe('meena@example.in');
    expect(mail.subject).toBe('The seller answered your ticket TK-20261204-9QX3M');
    expect(mail.text).toContain('Amma Snacks answered your ticket TK-20261204-9QX3M about order TH-20261202-4F7K2');
    expect(mail.text).toContain('a refund of ₹1,25,000.00 (Sorry <again>)');
    expect(mail.text).toContain('by 10:00 am on Fri, 11 Dec');
    expect(mail.text).toContain('https://thindi.example/support/TK-20261204-9QX3M');
    expect(mail.html).not.toContain('<again>');
  });

  it('tells each side how the ticket was settled', () => {
    const settled = {
      to: 'amma@example.in',
      name: 'Amma Snacks',
      audience: 'seller',
      issueNumber: 'TK-20261204-9QX3M',
      orderNumber: 'TH-20261202-4F7K2',
      how: 'decided',
      outcome: { kind: 'decline', note: 'The packet was opened after delivery' },
    };
    const seller = render(ISSUE_SETTLED_MAIL_JOB, settled).mail;
    expect(seller.subject).toBe('Ticket TK-20261204-9QX3M is settled');
    expect(seller.text).toContain('no refund, because: The packet was opened after delivery');
    expect(seller.text).toContain('grievance officer decided it');
    expect(seller.text).toContain('https://thindi.example/seller/dashboard');
    const shopper = render(ISSUE_SETTLED_MAIL_JOB, { ...settled, audience: 'shopper', to: 'meena@example.in' }).mail;
    expect(shopper.text).toContain('https://thindi.example/support/TK-20261204-9QX3M');
  });

  it('offers a replacement in words, and tells the shopper when it is shipped with what and its tracking', () => {
    const offer = render(ISSUE_ANSWERED_MAIL_JOB, { ...answered, offer: { kind: 'replacement' } }).mail;
    expect(offer.text).toContain('they offer a replacement of the reported items at no charge.');
    const shipped = render(REPLACEMENT_SHIPPED_MAIL_JOB, {
      to: 'meena@example.in',
      name: 'Meena',
      issueNumber: 'TK-20261204-9QX3M',
      orderNumber: 'TH-20261202-4F7K2',
      sellerName: 'Amma Snacks',
      lines: [{ name: 'Mysore Pak', quantity: 2, weight: '500 g' }],
      carrier: 'India Post',
      trackingNumber: 'EK123456789IN',
    }).mail;
    expect(shipped.subject).toBe('Your replacement for ticket TK-20261204-9QX3M is on its way');
    expect(shipped.text).toContain('at no charge: 2 × Mysore Pak 500 g.');
    expect(shipped.text).toContain('It was sent by India Post with tracking number EK123456789IN.');
    expect(shipped.text).toContain('https://thindi.example/support/TK-20261204-9QX3M');
  });

  it('tells the seller its ticket went to the grievance officer, and why', () => {
    const { mail } = render(ISSUE_ESCALATED_MAIL_JOB, {
      to: 'amma@example.in',
      name: 'Amma Snacks',
      issueNumber: 'TK-20261204-9QX3M',
      orderNumber: 'TH-20261202-4F7K2',
      by: 'platform',
      reason: 'The seller did not answer within 48 hours',
    });
    expect(mail.subject).toBe('Ticket TK-20261204-9QX3M went to the grievance officer');
    expect(mail.text).toContain('The seller did not answer within 48 hours.');
  });

  it('gives the grievance officer a complaint with who filed it and its dates in India, and the shopper the answer', () => {
    const filed = render(COMPLAINT_FILED_MAIL_JOB, {
      to: 'grievance@thindi.example',
      issueNumber: 'TK-20261204-7HH2K',
      topic: 'personal-data',
      description: 'I asked for my data to be corrected and nothing happened.',
      from: 'meena@example.in',
      acknowledgeBy: '2026-12-06T04:30:00.000Z',
      resolveBy: '2027-01-03T04:30:00.000Z',
    });
    expect(filed.to).toBe('grievance@thindi.example');
    expect(filed.mail.subject).toBe('Complaint TK-20261204-7HH2K: My personal data');
    expect(filed.mail.text).toContain('A shopper (meena@example.in) filed complaint TK-20261204-7HH2K');
    expect(filed.mail.text).toContain('acknowledge it by 10:00 am on Sun, 6 Dec');

    const { mail } = render(ISSUE_SETTLED_MAIL_JOB, {
      to: 'meena@example.in',
      name: 'Meena',
      audience: 'shopper',
      issueNumber: 'TK-20261204-7HH2K',
      orderNumber: null,
      how: 'decided',
      outcome: { kind: 'answer', note: 'Your phone number is corrected.' },
    });
    expect(mail.text).toContain(
      'Ticket TK-20261204-7HH2K is settled with this answer: Your phone number is corrected.',
    );
    expect(mail.text).not.toContain('about order');
  });

  it('is refused without the ticket number', () => {
    const { issueNumber: _, ...incomplete } = answered;
    expect(renderMail(ISSUE_ANSWERED_MAIL_JOB, incomplete)).toMatchObject({ ok: false });
  });
});
