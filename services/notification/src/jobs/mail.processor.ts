import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { MAIL_QUEUE } from '@thindi/contracts';
import { JOB_QUEUE, type JobQueue } from '@thindi/platform';
import { SendMailHandler } from '../use-cases/send-mail/send-mail.handler';

/** Takes every job of the mail queue, from any service. */
@Injectable()
export class MailProcessor implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly sendMail: SendMailHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(MAIL_QUEUE, (data, { name, attempt, attempts }) =>
      this.sendMail.execute(name, data, { attempt, attempts }),
    );
  }
}
