import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE, MailJobs, OTP_TTL_SECONDS, type CodeMail, type MailJobName } from '@thindi/contracts';
import {
  codeMatches,
  DomainError,
  generateCode,
  hashCode,
  APP_CONFIG,
  type AppConfig,
  JOB_QUEUE,
  type JobQueue,
  UnitOfWork,
} from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CodeChallengesRepository, type CodePurpose } from '../../db/code-challenges.repository';
import { CustomerNoticesRepository } from '../../db/customer-notices.repository';
import { WrongCodesRepository } from '../../db/wrong-codes.repository';
import {
  CODE_TTL_MS,
  cooldownSecondsLeft,
  judgeCode,
  MAX_WRONG_CODES,
  verifiedRecently,
  type CodeVerdict,
} from '../../domain/code-rules';
import { GUESS_WINDOW_MS, guessRefusal, refusalMessage, type GuessRefusal } from '../../domain/guess-limits';

export const INVALID_CODE = 'Invalid or expired OTP';
const MAIL_OF: Record<CodePurpose, MailJobName> = {
  registration: MailJobs.signupCode,
  login: MailJobs.loginCode,
  'password-reset': MailJobs.passwordResetCode,
};
const TOO_MANY = 'Too many wrong codes. Please request a new one.';

/** Who a code mail goes to: the name it greets, and how many wrong codes were tried since the last sign-in. */
export interface CodeRecipient {
  firstName?: string;
  wrongCodesSinceSignIn?: number;
}

/** A code just stored: when it dies, and how long the wait for another one is (the same for every e-mail). */
export interface IssuedCode {
  expiresAt: Date;
  resendAfterSeconds: number;
}

/**
 * Issues one-time codes by e-mail and checks them: hashed at rest, 10 minutes, 5 wrong tries, 60 s between sends;
 * wrong codes also count across codes, per account and client address (domain/guess-limits).
 */
@Injectable()
export class OneTimeCodes {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
    private readonly challenges: CodeChallengesRepository,
  ) {}

  private get secret(): string {
    return this.config.JWT_SECRET!;
  }

  /**
   * Stores a new code and mails it when `mailTo` is given. Without it the code is stored but never
   * sent, so an unknown e-mail gets the same answers (and the same cooldown) as a known one.
   */
  async issue(email: string, purpose: CodePurpose, mailTo?: CodeRecipient): Promise<IssuedCode> {
    const now = new Date();
    const wait = cooldownSecondsLeft(await this.challenges.find(email, purpose), now);
    if (wait > 0)
      throw DomainError.rateLimited(
        `Please wait ${wait} seconds before requesting a new code`,
        'AUTH.CODE_REQUESTED_TOO_SOON',
      );
    const code = generateCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await this.challenges.replace(email, purpose, hashCode(this.secret, email, purpose, code), now, expiresAt);
    if (mailTo) {
      const { firstName, wrongCodesSinceSignIn } = mailTo;
      const mail: CodeMail = { to: email, firstName, code, expiresInMinutes: OTP_TTL_SECONDS / 60 };
      if (wrongCodesSinceSignIn) mail.wrongCodesSinceSignIn = wrongCodesSinceSignIn;
      await this.jobs.add(MAIL_QUEUE, MAIL_OF[purpose], mail);
    }
    // The wait the next request would meet: the resend rule applied to the code just stored.
    return { expiresAt, resendAfterSeconds: cooldownSecondsLeft({ sentAt: now, usedAt: null }, now) };
  }

  /** Accepts the right live code once, from `clientAddress`; anything else throws the error the person should see. */
  async consume(email: string, purpose: CodePurpose, code: string, clientAddress: string): Promise<void> {
    const outcome = await this.unitOfWork.run((tx) => this.check(tx, email, purpose, code, clientAddress));
    if (typeof outcome === 'object') throw DomainError.rateLimited(refusalMessage(outcome), 'AUTH.TOO_MANY_ATTEMPTS');
    if (outcome === 'too-many') throw DomainError.rateLimited(TOO_MANY, 'AUTH.TOO_MANY_ATTEMPTS');
    if (outcome === 'last-wrong') throw DomainError.validation(TOO_MANY, 'AUTH.WRONG_VERIFICATION_CODE');
    if (outcome !== 'accepted') throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
  }

  /**
   * One check, in a transaction that holds the e-mail's lock: the limits, the code, and a wrong code counted in
   * all three places (the code's tries, the hour's wrong codes, the owner's next mail) before the next check.
   */
  private async check(
    tx: AuthDb,
    email: string,
    purpose: CodePurpose,
    code: string,
    clientAddress: string,
  ): Promise<CodeVerdict | 'last-wrong' | GuessRefusal> {
    const wrongCodes = new WrongCodesRepository(tx);
    await wrongCodes.lock(email);
    const now = new Date();
    const windowStart = new Date(now.getTime() - GUESS_WINDOW_MS);
    const refusal = guessRefusal(await wrongCodes.since(email, windowStart), { purpose, clientAddress }, now);
    if (refusal) return refusal;
    const challenges = new CodeChallengesRepository(tx);
    const challenge = await challenges.find(email, purpose);
    const verdict = judgeCode(challenge, now, () =>
      codeMatches(this.secret, email, purpose, code, challenge!.codeHash),
    );
    if (verdict === 'accepted') return (await challenges.markUsed(email, purpose, now)) ? verdict : 'expired';
    if (verdict !== 'wrong') return verdict;
    await challenges.countWrongAttempt(email, purpose);
    await wrongCodes.record(email, { purpose, clientAddress }, now, windowStart);
    await new CustomerNoticesRepository(tx).countWrongCode(email);
    return challenge!.wrongAttempts + 1 >= MAX_WRONG_CODES ? 'last-wrong' : 'wrong';
  }

  /** Whether this e-mail proved itself with a registration code within the last 10 minutes. */
  async registrationVerified(email: string): Promise<boolean> {
    return verifiedRecently(await this.challenges.find(email, 'registration'), new Date());
  }
}
