import { checkPassword } from '@thindi/password-rules';
import { DomainError } from '../errors/domain-error';

/**
 * Refuses a new password that is short or easy to guess (the rule of libs/password-rules, decision 031), with a
 * sentence that says why. `userInputs`: the account's e-mail and names, which a password should not be built from.
 */
export function assertStrongPassword(password: string, userInputs: readonly string[] = []): void {
  const { acceptable, problem } = checkPassword(password, userInputs);
  if (!acceptable) throw DomainError.validation(problem ?? 'Please choose a stronger password', 'AUTH.WEAK_PASSWORD');
}

/** Whether a password that just signed in would be refused as a new one today (older, shorter ones still work). */
export const failsPasswordRule = (password: string, userInputs: readonly string[] = []): boolean =>
  !checkPassword(password, userInputs).acceptable;
