import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM, type Platform } from '@thindi/platform';
import { MailLogRepository } from '../../db/mail-log.repository';
import { renderMail } from '../../templates/render-mail';
import { mailLinkBase } from './mail-link-base';

/**
 * Renders one mail job and sends it; a failed send throws so the queue retries it with backoff, and the job's last
 * attempt logs the mail as failed.
 */
@Injectable()
export class SendMailHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly log: MailLogRepository,
  ) {}

  async execute(
    jobName: string,
    data: unknown,
    { attempt, attempts }: { attempt: number; attempts: number },
  ): Promise<void> {
    const { config } = this.platform;
    const upi = { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME };
    const rendered = renderMail(jobName, data, { url: mailLinkBase(config), upi });
    if (!rendered.ok) {
      // Retrying cannot fix a job this code does not understand: drop it loudly instead.
      this.platform.logger.error({ job: jobName }, `mail job dropped: ${rendered.reason}`);
      return;
    }
    const { to, mail } = rendered;
    const entry = { to, template: jobName, subject: mail.subject, attempts: attempt };
    try {
      await this.platform.mailer.send({ to, ...mail });
    } catch (err) {
      if (attempt >= attempts) await this.log.record({ ...entry, status: 'failed' });
      throw err;
    }
    await this.log.record({ ...entry, status: 'sent' });
  }
}
