import { checkAddressPincode, type PincodeInfo } from '@thindi/india';
import { DomainError } from '@thindi/platform';

/**
 * The pincode directory's word on an address: the pincode must exist and lie in the state given. Answers what
 * the directory knows of the pincode.
 */
export function knownAddress(address: { pincode: string; state: string }): PincodeInfo {
  const check = checkAddressPincode(address);
  if (check.ok) return check.info;
  throw DomainError.validation(
    check.message,
    check.field === 'pincode' ? 'ADDRESS.PINCODE_UNKNOWN' : 'ADDRESS.STATE_MISMATCH',
  );
}
