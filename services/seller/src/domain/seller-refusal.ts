import { DomainError } from '@thindi/platform';
import type { SellerRow } from '../db/schema';

export const SELLER_NOT_FOUND = 'Seller not found';

/**
 * Why a state change guarded by its precondition updated nothing, from the row read afterwards: the seller
 * does not exist (404), or it is not in a state that allows the change (409, e.g. another admin was first).
 */
export const refusal = (row: SellerRow | undefined, conflict: string): DomainError =>
  row
    ? DomainError.conflict(conflict, 'SELLER.STATUS_NOT_ALLOWED')
    : DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
