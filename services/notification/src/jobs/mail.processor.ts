import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { MAIL_QUEUE } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { SendMailHandler } from '../use-cases/send-mail/send-mail.handler';

/** Takes every job of the mail queue, from any service. */
@Injectable()
export class MailProcessor implements OnModuleInit {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sendMail: SendMailHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.platform.jobs.process(MAIL_QUEUE, (data, { name, attempt, attempts }) =>
      this.sendMail.execute(name, data, { attempt, attempts }),
    );
  }
}
