import type { ProductDeactivatedMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

/**
 * To a seller when an admin switches one of its products off: the reason verbatim (it says what to change), and
 * what the seller can do about it.
 */
export function renderProductDeactivatedMail({
  businessName,
  productName,
  reason,
}: ProductDeactivatedMail): RenderedMail {
  const subject = `${productName} was deactivated by the marketplace`;
  const lines = [
    `Hello ${businessName},`,
    `Our team has deactivated your product ${productName}: it no longer shows in the shop and cannot be ordered.`,
    reason ? `The reason given by our team: ${reason}` : 'Our team gave no reason.',
    'You can see it on your seller dashboard under Products. Reply to this e-mail if you have fixed the problem or think this is a mistake.',
  ];
  return {
    subject,
    text: [...lines, 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}
