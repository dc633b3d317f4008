import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE, MailJobs, OTP_TTL_SECONDS, type CodeMail, type MailJobName } from '@thindi/contracts';
import { codeMatches, DomainError, generateCode, hashCode, PLATFORM, type Platform } from '@thindi/platform';
import { CodeChallengesRepository, type CodePurpose } from '../../db/code-challenges.repository';
import {
  CODE_TTL_MS,
  cooldownSecondsLeft,
  judgeCode,
  MAX_WRONG_CODES,
  verifiedRecently,
} from '../../domain/code-rules';

export const INVALID_CODE = 'Invalid or expired OTP';
const MAIL_OF: Record<CodePurpose, MailJobName> = {
  registration: MailJobs.signupCode,
  login: MailJobs.loginCode,
  'password-reset': MailJobs.passwordResetCode,
};
const TOO_MANY = 'Too many wrong codes. Please request a new one.';

/** Issues one-time codes by e-mail and checks them: hashed at rest, 10 minutes, 5 wrong tries, 60 s between sends. */
@Injectable()
export class OneTimeCodes {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly challenges: CodeChallengesRepository,
  ) {}

  private get secret(): string {
    return this.platform.config.JWT_SECRET!;
  }

  /**
   * Stores a new code and mails it when `mailTo` is given. Without it the code is stored but never
   * sent, so an unknown e-mail gets the same answers (and the same cooldown) as a known one.
   */
  async issue(email: string, purpose: CodePurpose, mailTo?: { firstName?: string }): Promise<Date> {
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
      const mail: CodeMail = { to: email, firstName: mailTo.firstName, code, expiresInMinutes: OTP_TTL_SECONDS / 60 };
      await this.platform.jobs.add(MAIL_QUEUE, MAIL_OF[purpose], mail);
    }
    return expiresAt;
  }

  /** Accepts the right live code once; anything else throws the error the person should see. */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = new Date();
    const challenge = await this.challenges.find(email, purpose);
    const verdict = judgeCode(challenge, now, () =>
      codeMatches(this.secret, email, purpose, code, challenge!.codeHash),
    );
    if (verdict === 'too-many') throw DomainError.rateLimited(TOO_MANY, 'AUTH.TOO_MANY_ATTEMPTS');
    if (verdict === 'wrong') {
      await this.challenges.countWrongAttempt(email, purpose);
      throw DomainError.validation(
        challenge!.wrongAttempts + 1 >= MAX_WRONG_CODES ? TOO_MANY : INVALID_CODE,
        'AUTH.WRONG_VERIFICATION_CODE',
      );
    }
    if (verdict === 'expired' || !(await this.challenges.markUsed(email, purpose, now)))
      throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
  }

  /** Whether this e-mail proved itself with a registration code within the last 10 minutes. */
  async registrationVerified(email: string): Promise<boolean> {
    return verifiedRecently(await this.challenges.find(email, 'registration'), new Date());
  }
}
