import { waitUntilFound } from '@thindi/platform/testing';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/** An SMTP server on loopback that keeps every message it receives (what a real inbox would see). */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = [mail.to]
              .flat()
              .flatMap((a) => a?.value ?? [])
              .map((v) => v.address ?? '')
              .join(',');
            this.mails.push({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: String(mail.html || ''),
              receivedAt: Date.now(),
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    // A sender killed mid-conversation resets its connection: that is the test's doing, not a failure.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the first mail to `to` received after `since` (and whose subject matches, when given). */
  waitFor(to: string, since = 0, ms = 30_000, subject?: RegExp): Promise<CaughtMail> {
    return waitUntilFound(
      () => `a mail to ${to} comes (caught: ${this.mails.map((m) => m.to).join(', ') || 'none'})`,
      () => this.mails.find((m) => m.to.includes(to) && m.receivedAt >= since && (!subject || subject.test(m.subject))),
      ms,
      50,
    );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
