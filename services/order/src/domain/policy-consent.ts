import { DomainError } from '@thindi/platform';

/**
 * An order agreeing to terms other than those in force is refused: the shopper read and agreed to a text that no
 * longer applies. An order without consent (a client that does not ask for it) is not refused here.
 */
export function assertCurrentPolicy(consent: { policyVersion: string } | undefined, inForce: string): void {
  if (!consent || consent.policyVersion === inForce) return;
  throw DomainError.conflict(
    `The terms and the return and refund policy changed (now version ${inForce}): read them and agree again`,
    'ORDER.POLICY_CHANGED',
  );
}
