import { FOOD_LICENCE_MAIL_JOB, MailJobs, type FoodFactsHeldMail, type FoodLicenceMail } from '@thindi/contracts';
import type { MailSite } from './layout';
import { renderMail } from './render-mail';

const SITE = { url: 'https://thindi.in/' };

function rendered(job: string, data: unknown, site: MailSite = SITE) {
  const result = renderMail(job, data, site);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('the FSSAI licence mails', () => {
  const licence = (over: Partial<FoodLicenceMail>): FoodLicenceMail => ({
    to: 'amma@example.in',
    ownerName: 'Lakshmi',
    businessName: 'Amma Sweets',
    notice: 'expiring',
    validUntil: '2028-03-31',
    graceEndsAt: null,
    ...over,
  });

  it('reminds a seller its licence lapses on a date written as India writes it, linking to the profile', () => {
    const { to, mail } = rendered(FOOD_LICENCE_MAIL_JOB, licence({}));
    expect(to).toBe('amma@example.in');
    expect(mail.subject).toBe('Your FSSAI licence lapses on 31 Mar 2028');
    expect(mail.text).toContain(
      'Your FSSAI licence lapses on 31 Mar 2028: renew it and add the new one in your profile.',
    );
    expect(mail.text).toContain('under Profile): https://thindi.in/seller/dashboard');
    expect(mail.html).toMatch(/<a href="https:\/\/thindi.in\/seller\/dashboard"[^>]*>Open your profile<\/a>/);
  });

  it('tells a seller whose licence lapsed that its products are not being sold until a current one is verified', () => {
    const { mail } = rendered(FOOD_LICENCE_MAIL_JOB, licence({ notice: 'lapsed', validUntil: '2027-01-14' }));
    expect(mail.subject).toBe('Your FSSAI licence has lapsed: your products are not being sold');
    expect(mail.text).toContain(
      'Your FSSAI licence lapsed on 14 Jan 2027: your products are not being sold until a current licence is verified.',
    );
  });

  it('gives a seller approved before licences were required the day, in India, its grace ends', () => {
    // 20:00 UTC on 13 January is 01:30 on 14 January in India.
    const grace = licence({ notice: 'grace-started', validUntil: null, graceEndsAt: '2027-01-13T20:00:00.000Z' });
    const { mail } = rendered(FOOD_LICENCE_MAIL_JOB, grace);
    expect(mail.subject).toBe('Add your FSSAI licence by 14 Jan 2027');
    expect(mail.text).toContain(
      'Add your FSSAI licence by 14 Jan 2027: from then on we can sell only for licensed food businesses.',
    );
    expect(mail.text).toContain('sold as usual');
  });

  it('tells a seller its grace ended and its products are not being sold', () => {
    const ended = licence({ notice: 'grace-ended', validUntil: null, graceEndsAt: '2027-01-14T00:00:00.000Z' });
    const { mail } = rendered(FOOD_LICENCE_MAIL_JOB, ended);
    expect(mail.subject).toBe('Your products are not being sold until your FSSAI licence is verified');
    expect(mail.text).toContain('The time to add your FSSAI licence ended on 14 Jan 2027');
  });

  it('says where the profile is without a link when the shop address is not configured', () => {
    const { mail } = rendered(FOOD_LICENCE_MAIL_JOB, licence({}), {});
    expect(mail.html).not.toContain('<a href');
    expect(mail.text).toContain('Sign in to your Thindi seller dashboard and open Profile.');
  });

  it('escapes the names in the HTML', () => {
    const { mail } = rendered(FOOD_LICENCE_MAIL_JOB, licence({ ownerName: '<b>Lakshmi</b>', notice: 'lapsed' }));
    expect(mail.html).not.toContain('<b>Lakshmi');
    expect(mail.html).toContain('&#60;b&#62;Lakshmi');
  });

  it('refuses a notice it does not know', () => {
    expect(renderMail(FOOD_LICENCE_MAIL_JOB, { ...licence({}), notice: 'renewed' })).toMatchObject({ ok: false });
  });
});

describe('the food-facts hold mail', () => {
  const held: FoodFactsHeldMail = {
    to: 'amma@example.in',
    businessName: 'Amma Sweets',
    products: [
      { productId: 'p-sev', name: 'Kara Sev', missing: ['diet', 'shelfLifeDays'] },
      { productId: 'p-pak', name: 'Mysore <Pak>', missing: ['manufacturer'] },
    ],
    more: 0,
  };

  it('lists the products held and what each misses, with a link to the seller products', () => {
    const { to, mail } = rendered(MailJobs.foodFactsHeld, held);
    expect(to).toBe('amma@example.in');
    expect(mail.subject).toBe('Your products are not being sold until their food facts are complete');
    expect(mail.text).toContain(
      'Kara Sev: missing veg or non-veg mark, shelf life\nMysore <Pak>: missing manufacturer',
    );
    expect(mail.text).toContain('goes back on sale as soon as its facts are complete');
    expect(mail.text).toContain('under Products): https://thindi.in/seller/dashboard');
    expect(mail.text).not.toContain('deactivated');
    expect(mail.html).toContain('<li>Mysore &#60;Pak&#62;: missing manufacturer</li>');
    expect(mail.html).toMatch(/>Open your products<\/a>/);
  });

  it('names one product in the subject, and counts the products beyond the list', () => {
    const one = rendered(MailJobs.foodFactsHeld, { ...held, products: held.products.slice(0, 1) });
    expect(one.mail.subject).toBe('Kara Sev is not being sold until its food facts are complete');
    const many = rendered(MailJobs.foodFactsHeld, { ...held, more: 12 });
    expect(many.mail.text).toContain('And 12 more products.');
  });

  it('refuses a hold mail without products or with a fact it does not know', () => {
    expect(renderMail(MailJobs.foodFactsHeld, { ...held, products: [] })).toMatchObject({ ok: false });
    const unknown = [{ productId: 'p', name: 'Murukku', missing: ['colour'] }];
    expect(renderMail(MailJobs.foodFactsHeld, { ...held, products: unknown })).toMatchObject({ ok: false });
  });
});
