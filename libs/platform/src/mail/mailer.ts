import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

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

  async send(message: MailMessage): Promise<void> {
    this.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (no SMTP_URL: outbox)');
    if (!this.folder) return;
    await mkdir(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.json`;
    await writeFile(join(this.folder, name), JSON.stringify(message, null, 2));
  }
}
