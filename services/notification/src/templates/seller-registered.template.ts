import type { SellerRegisteredMail } from '@thindi/contracts';
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
