import { waitUntilFound } from '@thindi/platform/testing';
import type { MailCatcher } from './mail-catcher';

/**
 * A verified customer of a running app, made over HTTP the way a person signs up: a registration code is
 * e-mailed (caught by the test's SMTP catcher) and verified. Answers the customer's token.
 */
export async function signUpOverHttp(
  base: string,
  mail: MailCatcher,
  email: string,
  lastName = 'Iyer',
): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { token?: string; message?: string };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
    return json;
  };
  await post('/api/auth/send-otp', { email, firstName: 'Meena', type: 'registration' });
  const otp = await waitUntilFound(
    `a sign-up code comes to ${email}`,
    () => {
      const code = mail.mails.filter((m) => m.to === email && /sign-up code/.test(m.subject)).at(-1);
      return code && /\b(\d{6})\b/.exec(code.text)?.[1];
    },
    30_000,
    50,
  );
  const userData = { firstName: 'Meena', lastName, email, phone: '+919876543210', password: 'Murukku@123' };
  const { token } = await post('/api/auth/verify-otp', { email, otp, userData });
  return token!;
}
