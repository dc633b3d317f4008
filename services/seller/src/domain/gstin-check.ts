import { gstinCheckCharacter, parseGstin } from '@thindi/india';
import { DomainError } from '@thindi/platform';

export const GSTIN_CHECK_MESSAGE =
  "The GST number's check character (its last character) is wrong: please copy the number from your GST certificate";
export const GSTIN_STATE_MESSAGE = 'The GST number must start with the code of an Indian state (01 to 38)';

/**
 * The contract checks a GSTIN's shape; this is the full check (state code and check character). The order service
 * charges no GST under a GSTIN that fails it, so a seller keeping one would sell at 0% GST while believing
 * itself registered.
 */
export function assertValidGstin(gstNumber: string | null | undefined): void {
  if (!gstNumber || parseGstin(gstNumber)) return;
  const gstin = gstNumber.trim().toUpperCase();
  if (!/^[0-9A-Z]{15}$/.test(gstin))
    throw DomainError.validation('Please enter a valid GST number', 'SELLER.GSTIN_INVALID');
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    throw DomainError.validation(GSTIN_CHECK_MESSAGE, 'SELLER.GSTIN_INVALID');
  throw DomainError.validation(GSTIN_STATE_MESSAGE, 'SELLER.GSTIN_INVALID');
}
