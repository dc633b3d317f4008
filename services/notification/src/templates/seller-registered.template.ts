import type { SellerRegisteredMail, SellerSignupAttemptMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

export function renderSellerRegisteredMail({ ownerName, businessName }: SellerRegisteredMail): RenderedMail {
  const subject = 'We received your Thindi seller registration';
  const lines = [
    `Hello ${ownerName},`,
    `Thank you for registering ${businessName} on Thindi. Our team is reviewing your documents; you will hear from us once your account is approved.`,
  ];
  return {
    subject,
    text: [...lines, '', 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}

/** Someone tried to register a new seller account with this address; the answer they got did not say it exists. */
export function renderSellerSignupAttemptMail({ ownerName }: SellerSignupAttemptMail): RenderedMail {
  const subject = 'Someone tried to register a Thindi seller account with your e-mail';
  const lines = [
    `Hello ${ownerName},`,
    'Someone just tried to register a new seller account on Thindi with this e-mail address. Your address already belongs to a verified seller account, so that registration can never be verified, gets no mail and cannot sign in with your e-mail; nothing about your account was changed or shown.',
    'If it was you, sign in to your seller dashboard instead. If it was not, you can ignore this e-mail.',
  ];
  return {
    subject,
    text: [...lines, '', 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}
