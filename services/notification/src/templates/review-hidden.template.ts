import type { ReviewHiddenMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

/**
 * To a review's author when an admin hides it. The admin's reason goes in verbatim (it says what to change), and
 * the shopper learns how to be heard again: a hidden review can be withdrawn and written anew from their orders.
 */
export function renderReviewHiddenMail({ firstName, productName, reason }: ReviewHiddenMail): RenderedMail {
  const subject = `Your review of ${productName} was hidden`;
  const lines = [
    `Hello ${firstName},`,
    `Our team has hidden your review of ${productName}: it no longer shows on the product page and does not count in its rating.`,
    `The reason given by our team: ${reason}`,
    'You can write it again: open My Orders (/orders), withdraw the hidden review on that order, and write a new one.',
  ];
  return {
    subject,
    text: [...lines, 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}
