import type { SellerDecisionMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

/** Text and HTML from the same paragraphs; every paragraph is escaped in the HTML (names and reasons are typed). */
function mail(subject: string, lines: string[]): RenderedMail {
  return {
    subject,
    text: [...lines, 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}

export function renderSellerApprovedMail({ ownerName, businessName }: SellerDecisionMail): RenderedMail {
  return mail('Your seller account is approved', [
    `Hello ${ownerName},`,
    `${businessName} is approved on Thindi. Your active products are now visible to shoppers.`,
    'Sign in to your seller dashboard with your e-mail and password, or with a code sent to your e-mail, to add and manage your products.',
  ]);
}

/** The admin's reason goes in verbatim: it tells the seller what to fix (a rejection mail without one is refused). */
export function renderSellerRejectedMail({
  ownerName,
  businessName,
  reason,
}: Required<SellerDecisionMail>): RenderedMail {
  return mail('Your seller application needs attention', [
    `Hello ${ownerName},`,
    `We could not approve ${businessName} on Thindi yet, and your seller account is not active for now.`,
    `The reason given by our team: ${reason}`,
    'Once it is fixed, you may reply to this e-mail and we will review your application again.',
  ]);
}

export function renderSellerDeactivatedMail({ ownerName, businessName }: SellerDecisionMail): RenderedMail {
  return mail('Your seller account has been deactivated', [
    `Hello ${ownerName},`,
    `The Thindi seller account of ${businessName} has been deactivated, and its products are hidden from shoppers.`,
    'To ask about it, reply to this e-mail.',
  ]);
}
