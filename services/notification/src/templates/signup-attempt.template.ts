import type { SignupAttemptMail } from '@thindi/contracts';
import { layout, paragraph, type RenderedMail } from './layout';

/**
 * Someone tried to sign up with a customer's proven e-mail; the answer they got did not say it is taken. Sent
 * instead of a sign-up code, at most once a day per account.
 */
export function renderSignupAttemptMail({ firstName }: SignupAttemptMail): RenderedMail {
  const subject = 'Someone tried to sign up with your e-mail';
  const lines = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    'Someone just tried to create a new Thindi account with this e-mail address. It already belongs to your Thindi account, so no new account was made, nothing about yours was changed or shown, and no sign-up code was sent.',
    "If it was you, sign in instead, with your password or a one-time code; if you forgot your password, use 'Forgot password?' on the sign-in page. If it was not you, you can ignore this e-mail.",
  ];
  return {
    subject,
    text: [...lines, '', 'Thindi'].join('\n\n'),
    html: layout(subject, lines.map(paragraph).join('\n')),
  };
}
