/** The accounts of the ledger: a payable per seller, and the platform's own. */
export const ACCOUNT_CODES = [
  'seller-payable',
  'seller-held',
  'payments-receivable',
  'delivery-revenue',
  'gst-on-delivery',
  // The whole-rupee rounding of orders' charges: income when shoppers paid more than the exact sum, expense when less.
  'round-off',
  'cod-receivable',
  'commission-revenue',
  'gst-on-commission',
  'tcs-payable',
  'tds-payable',
  'bank',
  // What the platform owes shoppers back: credited when a refund is owed, debited when it is paid.
  'shopper-refunds',
  // What the platform pays of its own coupons: the seller is paid the full value, the shopper paid that much less.
  'promotion-expense',
] as const;
export type AccountCode = (typeof ACCOUNT_CODES)[number];

export interface AccountRef {
  code: AccountCode;
  ownerType: 'seller' | 'platform';
  ownerId: string;
}

/** What the marketplace owes a seller (a liability: its balance is a credit, so negative when money is owed). */
export const sellerPayable = (sellerId: string): AccountRef => ({
  code: 'seller-payable',
  ownerType: 'seller',
  ownerId: sellerId,
});

/** What the marketplace will owe a seller once the return window of its delivered parts has passed. */
export const sellerHeld = (sellerId: string): AccountRef => ({
  code: 'seller-held',
  ownerType: 'seller',
  ownerId: sellerId,
});

export const platformAccount = (code: Exclude<AccountCode, 'seller-payable' | 'seller-held'>): AccountRef => ({
  code,
  ownerType: 'platform',
  ownerId: 'platform',
});

export const accountName = (account: AccountRef) =>
  account.ownerType === 'seller' ? `${account.code}:${account.ownerId}` : account.code;
