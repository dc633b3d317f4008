import type { WelcomeMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

export function renderWelcomeMail({ firstName }: WelcomeMail): RenderedMail {
  const subject = 'Welcome to Thindi';
  const lines = [
    `Hello ${firstName},`,
    'Your Thindi account is ready. Murukku, banana chips, Mysore pak and more, straight from the kitchens that make them.',
    'Happy snacking!',
  ];
  return {
    subject,
    text: [...lines, '', 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}
