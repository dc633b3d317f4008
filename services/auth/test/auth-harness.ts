import { AuthPatterns, MAIL_QUEUE, type AuthResponse, type CodeMail } from '@thindi/contracts';
import type { LocalJobQueue, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { AuthModule } from '../src/auth.module';

/** A mail job the auth service queued, with the job's name beside its data. */
export type CaughtMail = CodeMail & { job: string; wrongCodesSinceSignIn?: number };

export const OWN_PASSWORD = 'Murukku@123';
export const person = (email: string, password = OWN_PASSWORD, firstName = 'Meena') => ({
  firstName,
  lastName: 'Iyer',
  email,
  phone: '+919876543210',
  password,
});

/** Only Date moves: timers and the database keep real time. */
export function setClock(at: Date | string): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  jest.setSystemTime(new Date(at));
}

/** The auth service on PGlite (or DATABASE_URL in `env`), with every mail job it queues caught. */
export async function startAuth(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const mails: CaughtMail[] = [];
  const service: ServiceUnderTest = await startServiceForTest('auth', AuthModule, {
    ...options,
    prepare: (p) =>
      void p.jobs.process<CaughtMail>(MAIL_QUEUE, async (data, { name }) => void mails.push({ ...data, job: name })),
  });
  return new AuthHarness(service, mails);
}

export class AuthHarness {
  constructor(
    readonly service: ServiceUnderTest,
    readonly mails: CaughtMail[],
  ) {}

  get platform(): Platform {
    return this.service.platform;
  }

  send<T>(pattern: string, payload: unknown): Promise<T> {
    return this.platform.client.command<T>(pattern, payload);
  }

  /** The mails queued so far to one address (of one job, when given), oldest first. */
  async mailsTo(to: string, job?: string): Promise<CaughtMail[]> {
    await (this.platform.jobs as LocalJobQueue).idle();
    return this.mails.filter((m) => m.to === to && (!job || m.job === job));
  }

  async lastCode(to: string, job: string): Promise<string> {
    const mail = (await this.mailsTo(to, job)).at(-1);
    if (!mail) throw new Error(`no ${job} mail to ${to}`);
    return mail.code;
  }

  /** A verified customer made with a registration code. */
  async signUp(email: string, password = OWN_PASSWORD): Promise<AuthResponse> {
    await this.send(AuthPatterns.sendOtp, { email, firstName: 'Meena', type: 'registration' });
    const otp = await this.lastCode(email, 'signup-code');
    return this.send<AuthResponse>(AuthPatterns.verifyOtp, { email, otp, userData: person(email, password) });
  }

  /** Asks for a sign-in code and signs in with it, from `clientAddress`. */
  async loginWithCode(email: string, clientAddress = '198.51.100.1'): Promise<AuthResponse> {
    await this.send(AuthPatterns.sendOtp, { email, type: 'login' });
    const otp = await this.lastCode(email, 'login-code');
    return this.send<AuthResponse>(AuthPatterns.loginWithOtp, { email, otp, clientAddress });
  }

  /** One row of auth.customers, as stored. */
  async customerRow(email: string): Promise<Record<string, unknown> | undefined> {
    const result = await this.platform.db.drizzle({}).execute(sql`SELECT * FROM auth.customers WHERE email = ${email}`);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  }
}
