import type { PasswordChangedMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

/** After every password change or reset: the owner learns of it, and what to do if it was not them. */
export function renderPasswordChangedMail({ firstName }: PasswordChangedMail): RenderedMail {
  const subject = 'Your password was changed';
  const lines = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    'The password of your Thindi account was just changed, and every other device was signed out.',
    "If this was not you, choose a new password at once with 'Forgot password?' on the sign-in page, and contact support.",
  ];
  return {
    subject,
    text: [...lines, '', 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}
