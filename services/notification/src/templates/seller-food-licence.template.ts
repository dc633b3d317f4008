import { formatCalendarDate, type FoodLicenceMail, type FoodLicenceNotice } from '@thindi/contracts';
import { layout, paragraph, type MailSite, type RenderedMail } from './layout';
import { sellerDashboardLink } from './seller-dashboard-link';

/** India is 5 h 30 min ahead of UTC all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** '2028-03-31' or an instant ('2027-01-13T20:00:00.000Z') as India's calendar writes the day: '14 Jan 2027'. */
export function indianDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return formatCalendarDate(new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10));
}

const on = (date: string | null) => (date ? ` on ${indianDate(date)}` : '');

interface Wording {
  subject: string;
  lines: string[];
}

const WORDINGS: Record<FoodLicenceNotice, (d: FoodLicenceMail) => Wording> = {
  expiring: (d) => ({
    subject: `Your FSSAI licence lapses${on(d.validUntil)}`,
    lines: [
      `Your FSSAI licence lapses${on(d.validUntil)}: renew it and add the new one in your profile.`,
      `Until then the products of ${d.businessName} are sold as usual; once it lapses they are not, until our team has verified a current licence.`,
    ],
  }),
  lapsed: (d) => ({
    subject: 'Your FSSAI licence has lapsed: your products are not being sold',
    lines: [
      `Your FSSAI licence lapsed${on(d.validUntil)}: your products are not being sold until a current licence is verified.`,
      `Add the renewed licence of ${d.businessName} in your profile (its number, valid-until date and certificate): the products go back on sale as soon as our team has verified it.`,
    ],
  }),
  'grace-started': (d) => ({
    subject: d.graceEndsAt ? `Add your FSSAI licence by ${indianDate(d.graceEndsAt)}` : 'Add your FSSAI licence',
    lines: [
      `${d.graceEndsAt ? `Add your FSSAI licence by ${indianDate(d.graceEndsAt)}` : 'Add your FSSAI licence'}: from then on we can sell only for licensed food businesses.`,
      `Every food business selling on Thindi needs an FSSAI licence or registration. Until then the products of ${d.businessName} are sold as usual. Give its number, valid-until date and certificate in your profile, and our team verifies it.`,
    ],
  }),
  'grace-ended': (d) => ({
    subject: 'Your products are not being sold until your FSSAI licence is verified',
    lines: [
      `The time to add your FSSAI licence ended${on(d.graceEndsAt)}: your products are not being sold until a licence is verified.`,
      `Add the licence of ${d.businessName} in your profile (its number, valid-until date and certificate): the products go back on sale as soon as our team has verified it.`,
    ],
  }),
};

/**
 * The licence sweep's mails to a seller (decision 035): a licence about to lapse or lapsed, the grace given to a
 * seller approved before licences were required, and its end. Each says what happens to the products and links to
 * the profile, where the licence is given.
 */
export function renderFoodLicenceMail(d: FoodLicenceMail, site: MailSite = {}): RenderedMail {
  const { subject, lines } = WORDINGS[d.notice](d);
  const opening = [`Hello ${d.ownerName},`, ...lines];
  const profile = sellerDashboardLink(site, 'Profile', 'Open your profile');
  const closing = 'Reply to this e-mail if you think this is a mistake.';
  return {
    subject,
    text: [...opening, profile.text, closing, 'Thindi'].join('\n\n'),
    html: layout(subject, [...opening.map(paragraph), profile.html, paragraph(closing)].join('\n')),
  };
}
