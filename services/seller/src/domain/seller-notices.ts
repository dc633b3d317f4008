import type {
  PrincipalStatusChanged,
  SellerDecisionEvent,
  SellerDecisionMail,
  SellerStatusChangedEvent,
} from '@thindi/contracts';
import type { SellerRow } from '../db/schema';

/** What the catalog's mirror copies after approve or reject: the seller's flags as they now are. */
export const decisionEvent = (row: SellerRow, reason?: string): SellerDecisionEvent => ({
  sellerId: row.id,
  businessName: row.businessName,
  isVerified: row.isVerified,
  isActive: row.isActive,
  ...(reason ? { reason } : {}),
  at: new Date().toISOString(),
});

export const statusChangedEvent = (row: SellerRow): SellerStatusChangedEvent => ({
  sellerId: row.id,
  isActive: row.isActive,
  at: new Date().toISOString(),
});

/** After a resubmission or a profile edit: the mirror takes the name and both flags. */
export const profileChangedEvent = (row: SellerRow): SellerStatusChangedEvent => ({
  sellerId: row.id,
  isActive: row.isActive,
  isVerified: row.isVerified,
  businessName: row.businessName,
  at: new Date().toISOString(),
});

/** Gateways drop what they cached about the seller's token. */
export const principalStatus = (row: SellerRow): PrincipalStatusChanged => ({
  id: row.id,
  role: 'seller',
  active: row.isActive,
});

export const decisionMail = (row: SellerRow, reason?: string): SellerDecisionMail => ({
  to: row.email,
  ownerName: row.ownerName,
  businessName: row.businessName,
  ...(reason ? { reason } : {}),
});
