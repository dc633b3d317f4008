import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE, MailJobs, type SignupAttemptMail } from '@thindi/contracts';
import { UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
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
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>) {}

  async tellOwner(owner: CustomerRow): Promise<void> {
    await this.unitOfWork.run(async (tx, events) => {
      if (!(await new CustomerNoticesRepository(tx).claimSignupAttemptMail(owner.id, new Date(), DAY_MS))) return;
      const mail: SignupAttemptMail = { to: owner.email, firstName: owner.firstName || undefined };
      events.enqueue(MAIL_QUEUE, MailJobs.signupAttempt, mail);
    });
  }
}
