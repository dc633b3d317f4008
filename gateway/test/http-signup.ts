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
  const deadline = Date.now() + 30_000;
  let otp: string | undefined;
  while (!otp) {
    const code = mail.mails.filter((m) => m.to === email && /sign-up code/.test(m.subject)).at(-1);
    otp = code && /\b(\d{6})\b/.exec(code.text)?.[1];
    if (otp) break;
    if (Date.now() > deadline) throw new Error(`no sign-up code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const userData = { firstName: 'Meena', lastName, email, phone: '+919876543210', password: 'Murukku@123' };
  const { token } = await post('/api/auth/verify-otp', { email, otp, userData });
  return token!;
}
