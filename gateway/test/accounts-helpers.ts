import { AuthPatterns, type Admin, type AuthResponse, type User } from '@thindi/contracts';
import { waitUntilFound } from '@thindi/platform/testing';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from './standalone-app';

/** The fields the account calls answer with; each call fills some of them. */
export interface AnswerBody {
  success: boolean;
  message?: string;
  /** The domain code of a refusal. */
  code?: string;
  token?: string;
  otpExpiry?: string;
  user?: User;
  admin?: Admin;
}

export interface Answer {
  status: number;
  body: AnswerBody;
}

/** One JSON call to the app, with a bearer token when given. */
export async function call(app: TestApp, method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: method as 'GET',
      url,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  return { status: res.statusCode, body: res.json() };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Reads one outbox file; undefined while it is still being written. */
async function readMail(path: string): Promise<OutboxMail | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as OutboxMail;
  } catch {
    return undefined;
  }
}

/** The mails the dev outbox holds for one address (its files are named after it), oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  const folder = join(dataDir, 'outbox');
  const suffix = `-${to.replace(/[^a-z0-9@.]/gi, '_')}.json`;
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith(suffix)).sort();
  const mails = await Promise.all(names.map((n) => readMail(join(folder, n))));
  return mails.filter((m): m is OutboxMail => m?.to === to);
}

/** Waits for the newest mail to `to` whose subject matches (mail jobs run in the background). */
export function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMail> {
  return waitUntilFound(
    `a mail "${subject.source}" comes to ${to}`,
    async () => (await mailsTo(dataDir, to)).filter((m) => subject.test(m.subject)).at(-1),
    timeoutMs,
  );
}

export const SIGN_UP_CODE = /sign-up code/;
export const SIGN_IN_CODE = /sign-in code/;
export const WELCOME = /^Welcome to Thindi$/;

/** The 6-digit code of a code mail, read from its plain text. */
export const codeOf = (mail: OutboxMail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
};

let counter = 0;
/** A fresh e-mail per test: codes have a per-e-mail cooldown. */
export const freshEmail = (name = 'meena') => `${name}.${Date.now().toString(36)}${++counter}@example.in`;

/**
 * A verified customer made the real way: a registration code is e-mailed (read from the dev outbox of the app's
 * DATA_DIR) and verified by the auth service, which answers the token. The calls go to the auth service in the
 * same process, past the gateway's rate limits, so a test may make as many customers as it needs.
 */
export async function verifiedCustomer(
  app: TestApp,
  { firstName = 'Meena', email = freshEmail('shopper'), password = 'Murukku@123' } = {},
): Promise<{ token: string; email: string; user: User }> {
  await app.platform.client.command(AuthPatterns.sendOtp, { email, firstName, type: 'registration' });
  const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
  const userData = { firstName, lastName: 'Iyer', email, phone: '+919876543210', password };
  const { token, user } = await app.platform.client.command<AuthResponse>(AuthPatterns.verifyOtp, {
    email,
    otp,
    userData,
  });
  return { token, email, user };
}
