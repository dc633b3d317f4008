import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, LOGGER, MAILER, type AppConfig, type Logger, type Mailer } from '@thindi/platform';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly log: MailLogRepository,
  ) {}

  async execute(
    jobName: string,
    data: unknown,
    { attempt, attempts }: { attempt: number; attempts: number },
  ): Promise<void> {
    const { config } = this;
    const upi = { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME };
    const rendered = renderMail(jobName, data, { url: mailLinkBase(config), upi });
    if (!rendered.ok) {
      // Retrying cannot fix a job this code does not understand: drop it loudly instead.
      this.logger.error({ job: jobName }, `mail job dropped: ${rendered.reason}`);
      return;
    }
    const { to, mail } = rendered;
    const entry = { to, template: jobName, subject: mail.subject, attempts: attempt };
    try {
      await this.mailer.send({ to, ...mail });
    } catch (err) {
      if (attempt >= attempts) await this.log.record({ ...entry, status: 'failed' });
      throw err;
    }
    await this.log.record({ ...entry, status: 'sent' });
  }
}
