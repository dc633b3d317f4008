import type { CodeMail } from '@thindi/contracts';
import { escapeHtml, layout, paragraph, type RenderedMail } from './layout';

const PURPOSE = {
  signup: { subject: 'Your Thindi sign-up code', action: 'finish creating your Thindi account' },
  login: { subject: 'Your Thindi sign-in code', action: 'sign in to Thindi' },
  'seller-email': {
    subject: 'Verify your e-mail for your Thindi seller account',
    action: 'verify the e-mail address of your Thindi seller account',
  },
  reset: { subject: 'Your Thindi password reset code', action: 'choose a new password for your Thindi account' },
} as const;

/** Wrong codes tried since the last sign-in, so the owner notices someone guessing; nothing when there were none. */
function guessesSentence(wrong: number | undefined): string[] {
  if (!wrong) return [];
  const tried = wrong === 1 ? '1 wrong code was' : `${wrong} wrong codes were`;
  return [
    `${tried} tried for your account since your last sign-in. If that was not you, someone may be guessing: never share your codes.`,
  ];
}

/** A one-time code: the plain text carries the digits too, so any mail client (and any test) can read it. */
export function renderCodeMail(
  purpose: keyof typeof PURPOSE,
  { firstName, code, expiresInMinutes, wrongCodesSinceSignIn }: CodeMail,
): RenderedMail {
  const { subject, action } = PURPOSE[purpose];
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const expiry = `This code expires in ${expiresInMinutes} minutes.`;
  const ignore = 'If you did not ask for it, you can ignore this e-mail: nobody can use your account without the code.';
  const guesses = guessesSentence(wrongCodesSinceSignIn);
  const text = [
    greeting,
    '',
    `Use this code to ${action}:`,
    '',
    code,
    '',
    expiry,
    ignore,
    ...guesses,
    '',
    'Thindi',
  ].join('\n');
  const html = layout(
    subject,
    [
      paragraph(greeting),
      paragraph(`Use this code to ${action}:`),
      `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#166534">${escapeHtml(code)}</p>`,
      paragraph(expiry),
      paragraph(ignore),
      ...guesses.map(paragraph),
    ].join('\n'),
  );
  return { subject, text, html };
}
