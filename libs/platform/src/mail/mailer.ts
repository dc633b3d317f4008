import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail is kept when there is no SMTP_URL: the dev outbox folder under DATA_DIR. */
export const outboxFolder = (dataDir: string): string => join(resolve(dataDir), 'outbox');

/** Sends e-mail: SMTP when SMTP_URL is set, else the log plus a dev outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly folder: string | undefined,
    private readonly logger: Logger,
  ) {}

  /** The body stays out of the log (it may hold a sign-in code); read it in the outbox file. */
  async send(message: MailMessage): Promise<void> {
    if (!this.folder) {
      this.logger.info({ to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL and no outbox');
      return;
    }
    await mkdir(this.folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${randomBytes(3).toString('hex')}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.json`;
    // Written under a temporary name and renamed, so a reader never sees a half-written file.
    const file = join(this.folder, name);
    await writeFile(`${file}.tmp`, JSON.stringify(message, null, 2));
    await rename(`${file}.tmp`, file);
    this.logger.info(
      { to: message.to, subject: message.subject, outbox: file },
      'mail written to the dev outbox (no SMTP_URL)',
    );
  }
}
