import { checkAddressPincode, type PincodeInfo } from '@thindi/india';
import { DomainError } from './domain-error';

/**
 * Refuses an address the pincode directory does not place: an unknown pincode (ADDRESS.PINCODE_UNKNOWN,
 * 'Please enter a valid pincode') or a state other than the pincode's (ADDRESS.STATE_MISMATCH). Answers what the
 * directory knows of the pincode.
 */
export function assertDeliverableAddress(address: { pincode: string; state: string }): PincodeInfo {
  const check = checkAddressPincode(address);
  if (check.ok) return check.info;
  throw DomainError.validation(
    check.message,
    check.field === 'pincode' ? 'ADDRESS.PINCODE_UNKNOWN' : 'ADDRESS.STATE_MISMATCH',
  );
}
