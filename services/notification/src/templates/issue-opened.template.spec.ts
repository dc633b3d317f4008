import { ISSUE_OPENED_MAIL_JOB } from '@thindi/contracts';
import { renderMail } from './render-mail';

describe("the seller's 'a shopper reported a problem' mail", () => {
  const job = {
    to: 'amma@example.in',
    businessName: 'Amma Snacks',
    orderNumber: 'TH-20261202-4F7K2',
    issueNumber: 'TK-20261204-9QX3M',
    kind: 'damaged',
    lines: [{ name: 'Ribbon <Pakoda>', quantity: 1, weight: '200g' }],
    description: 'The pack arrived torn open',
    acknowledgeBy: '2026-12-06T04:30:00.000Z',
  };

  it('names the order, the ticket, the problem, the lines and when to answer by in India', () => {
    const rendered = renderMail(ISSUE_OPENED_MAIL_JOB, job, { url: 'https://thindi.example' });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.to).toBe('amma@example.in');
    expect(rendered.mail.subject).toBe('A shopper reported a problem with order TH-20261202-4F7K2');
    expect(rendered.mail.text).toContain('(ticket TK-20261204-9QX3M): Damaged or crushed.');
    expect(rendered.mail.text).toContain('1 × Ribbon <Pakoda> 200g');
    expect(rendered.mail.text).toContain('In their words: The pack arrived torn open');
    expect(rendered.mail.text).toContain('by 10:00 am on Sun, 6 Dec');
    expect(rendered.mail.text).toContain('https://thindi.example/seller/dashboard');
    expect(rendered.mail.html).not.toContain('<Pakoda>');
  });

  it('is refused without the ticket number', () => {
    const { issueNumber: _, ...incomplete } = job;
    expect(renderMail(ISSUE_OPENED_MAIL_JOB, incomplete)).toMatchObject({ ok: false });
  });
});
