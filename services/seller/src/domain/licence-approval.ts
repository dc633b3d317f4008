import { FOOD_LICENCE_NEEDED_MESSAGE } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { DomainError } from '@thindi/platform';
import type { SellerRow } from '../db/schema';

/**
 * An admin approves a seller, or verifies its licence, only with a whole FSSAI licence (number, valid-until date and
 * certificate) valid today in India (decision 035): otherwise a 400 saying what is missing.
 */
export function assertLicenceVerifiable(row: SellerRow, now: Date): void {
  if (!row.fssaiLicenceNumber || !row.fssaiValidUntil || !row.documents.fssaiCertificate)
    throw DomainError.validation(FOOD_LICENCE_NEEDED_MESSAGE, 'SELLER.FSSAI_MISSING');
  if (row.fssaiValidUntil < istDate(now))
    throw DomainError.validation(
      `This seller's FSSAI licence expired on ${row.fssaiValidUntil}: a current licence is needed`,
      'SELLER.FSSAI_EXPIRED',
    );
}
