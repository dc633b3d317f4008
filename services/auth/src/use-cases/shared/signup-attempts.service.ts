import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE, MailJobs, type SignupAttemptMail } from '@thindi/contracts';
import { AUTH_OUTBOX } from '../../auth.constants';
import type { AuthOutbox } from '../../db/auth-db';
import { CustomerNoticesRepository } from '../../db/customer-notices.repository';
import type { CustomerRow } from '../../db/schema';

const DAY_MS = 24 * 3600_000;

/**
 * Someone tried to sign up with the e-mail of a proven account. The caller got the answer a new e-mail gets; only
 * the mailbox hears of it, at most once a day per account (the claim is a row update, so restarts and replicas
 * agree), and the mail leaves through the outbox with the claim.
 */
@Injectable()
export class SignupAttempts {
  constructor(@Inject(AUTH_OUTBOX) private readonly outbox: AuthOutbox) {}

  async tellOwner(owner: CustomerRow): Promise<void> {
    await this.outbox.run(async (tx, follow) => {
      if (!(await new CustomerNoticesRepository(tx).claimSignupAttemptMail(owner.id, new Date(), DAY_MS))) return;
      const mail: SignupAttemptMail = { to: owner.email, firstName: owner.firstName || undefined };
      await follow({ kind: 'job', queue: MAIL_QUEUE, name: MailJobs.signupAttempt, data: mail });
    });
  }
}
