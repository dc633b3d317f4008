import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * The stable domain codes an error answer carries next to its message (`{ success: false, message, code }`).
 * Clients branch on these, never on the message text. Each names the kind of failure it is, which fixes its
 * HTTP status through ERROR_HTTP_STATUS.
 */
export const DOMAIN_ERRORS = {
  'REQUEST.INVALID': 'VALIDATION',
  'REQUEST.TOO_LARGE': 'PAYLOAD_TOO_LARGE',
  'REQUEST.UNSUPPORTED_TYPE': 'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST.RATE_LIMITED': 'RATE_LIMITED',
  'REQUEST.NOT_FOUND': 'NOT_FOUND',
  'REQUEST.CONFLICT': 'CONFLICT',
  'REQUEST.UNPROCESSABLE': 'UNPROCESSABLE',
  'SERVICE.UNAVAILABLE': 'UNAVAILABLE',
  'SERVER.INTERNAL': 'INTERNAL',
  'AUTH.UNAUTHENTICATED': 'UNAUTHORIZED',
  'AUTH.SESSION_ENDED': 'UNAUTHORIZED',
  'AUTH.INVALID_CREDENTIALS': 'UNAUTHORIZED',
  'AUTH.INVALID_CODE': 'UNAUTHORIZED',
  'AUTH.FORBIDDEN': 'FORBIDDEN',
  'AUTH.ACCOUNT_DEACTIVATED': 'FORBIDDEN',
  'AUTH.EMAIL_TAKEN': 'CONFLICT',
  'AUTH.EMAIL_NOT_VERIFIED': 'FORBIDDEN',
  // A wrong code typed into a form (e-mail proof, password reset) is bad input, not a failed sign-in.
  'AUTH.WRONG_VERIFICATION_CODE': 'VALIDATION',
  'AUTH.EMAIL_PROOF_MISSING': 'VALIDATION',
  'AUTH.WRONG_CURRENT_PASSWORD': 'VALIDATION',
  'AUTH.ACCOUNT_IN_USE': 'CONFLICT',
  // A new password shorter than MIN_PASSWORD_LENGTH or easy to guess (libs/password-rules): the message says why.
  'AUTH.WEAK_PASSWORD': 'VALIDATION',
  // Setting a first password for an account that already has one: changing it needs the current one.
  'AUTH.PASSWORD_ALREADY_SET': 'CONFLICT',
  'AUTH.TOO_MANY_ATTEMPTS': 'RATE_LIMITED',
  'AUTH.CODE_REQUESTED_TOO_SOON': 'RATE_LIMITED',
  'ACCOUNT.USER_NOT_FOUND': 'NOT_FOUND',
  'ACCOUNT.ADDRESS_NOT_FOUND': 'NOT_FOUND',
  'ACCOUNT.STATE_UNCHANGED': 'CONFLICT',
  // An address is checked against the pincode directory: the pincode must exist and lie in the state given.
  'ADDRESS.PINCODE_UNKNOWN': 'VALIDATION',
  'ADDRESS.STATE_MISMATCH': 'VALIDATION',
  'CATALOG.PRODUCT_NOT_FOUND': 'NOT_FOUND',
  'CATALOG.SELLER_NOT_FOUND': 'NOT_FOUND',
  'CATALOG.PRODUCT_CHANGED': 'CONFLICT',
  'CATALOG.NOT_PRODUCT_OWNER': 'FORBIDDEN',
  'CATALOG.IMAGE_REFUSED': 'VALIDATION',
  'CATALOG.PRICE_ABOVE_MRP': 'VALIDATION',
  'CATALOG.SYNONYM_GROUP_NOT_FOUND': 'NOT_FOUND',
  // A term belongs to one group at most: "ladu" cannot mean both laddu and something else.
  'CATALOG.SYNONYM_TERM_TAKEN': 'CONFLICT',
  'CATALOG.REVIEW_NOT_FOUND': 'NOT_FOUND',
  // Only a shopper whose order line was delivered may review it.
  'CATALOG.REVIEW_NOT_ALLOWED': 'FORBIDDEN',
  'CATALOG.REVIEW_EXISTS': 'CONFLICT',
  'CATALOG.REVIEW_VOTED': 'CONFLICT',
  'CATALOG.REVIEW_REPLIED': 'CONFLICT',
  // A seller does not answer a review the marketplace hid: no shopper would read the reply.
  'CATALOG.REVIEW_HIDDEN': 'CONFLICT',
  // A review's photos must be the shopper's own uploads through POST /api/reviews/photos.
  'CATALOG.REVIEW_PHOTO_REFUSED': 'VALIDATION',
  'ORDER.NOT_FOUND': 'NOT_FOUND',
  'ORDER.OUT_OF_STOCK': 'CONFLICT',
  'ORDER.NOT_HELD': 'CONFLICT',
  'ORDER.STATUS_NOT_ALLOWED': 'CONFLICT',
  'ORDER.STATUS_INVALID': 'VALIDATION',
  // A seller records a return of its delivered part only within RETURN_WINDOW_DAYS of the delivery.
  'ORDER.RETURN_WINDOW_CLOSED': 'CONFLICT',
  // Checkout refuses a line its seller does not deliver to the address, and cash on delivery it does not offer.
  'ORDER.NOT_DELIVERABLE': 'VALIDATION',
  'ORDER.COD_UNAVAILABLE': 'VALIDATION',
  // The finance service asks for one seller's part of an order: the order is unknown or the seller has no part.
  'ORDER.PART_NOT_FOUND': 'NOT_FOUND',
  // No card or net banking gateway is configured: such orders are refused rather than left awaiting a charge.
  'ORDER.PAYMENT_METHOD_UNAVAILABLE': 'VALIDATION',
  // A UTR given or a payment marked for an order that is not a UPI order awaiting payment (or paid another UTR).
  'ORDER.PAYMENT_STATE': 'CONFLICT',
  // A cart holds at most one order's worth of lines (MAX_CART_LINES).
  'ORDER.CART_FULL': 'VALIDATION',
  // A shopper cancels the whole order only while no part of it has shipped; the rest is cancelled part by part.
  'ORDER.CANNOT_CANCEL': 'CONFLICT',
  // A seller's move out of order (backwards, a repeat, or delivered before shipped): the message names the next ones.
  'ORDER.INVALID_STATUS_MOVE': 'CONFLICT',
  // The money of one UPI payment is recorded once: its UTR is already on another order's payment.
  'ORDER.UTR_TAKEN': 'CONFLICT',
  // More than MAX_LINE_QUANTITY of one product in an order, counted after repeated lines are added up.
  'ORDER.QUANTITY_LIMIT': 'VALIDATION',
  // An Idempotency-Key already made an order of other items, address or payment method.
  'ORDER.IDEMPOTENCY_KEY_REUSED': 'UNPROCESSABLE',
  // Shipping food (decision 035): a packed-on date after today, or naming a line not in the seller's part.
  'ORDER.PACKED_ON_INVALID': 'VALIDATION',
  // Food that would reach the shopper with less than MIN_SHELF_LIFE_AT_DELIVERY_PERCENT of its shelf life left.
  'ORDER.NOT_FRESH_ENOUGH': 'CONFLICT',
  // Consent given to a version of the terms and the return and refund policy that is no longer in force.
  'ORDER.POLICY_CHANGED': 'CONFLICT',
  // Reporting a problem: the part is not in a state a problem of that kind may be reported on.
  'ORDER.ISSUE_NOT_ALLOWED': 'CONFLICT',
  // More than ISSUE_WINDOW_DAYS after the part's delivery.
  'ORDER.ISSUE_WINDOW_CLOSED': 'CONFLICT',
  // A reported line not in the order, more than was bought, or lines of two sellers in one report.
  'ORDER.ISSUE_LINE_INVALID': 'VALIDATION',
  // A line already has an open ticket (order_issue_lines' partial unique index).
  'ORDER.ISSUE_ALREADY_OPEN': 'CONFLICT',
  'ORDER.ISSUE_NOT_FOUND': 'NOT_FOUND',
  // A ticket's photos must be the shopper's own uploads through POST /api/reviews/photos.
  'ORDER.ISSUE_PHOTO_REFUSED': 'VALIDATION',
  // A ticket moved past the step asked for (answered, accepted, escalated or settled already; or a race lost).
  'ORDER.ISSUE_STATUS_NOT_ALLOWED': 'CONFLICT',
  // A refund of more than the reported lines cost the shopper.
  'ORDER.ISSUE_REFUND_TOO_LARGE': 'VALIDATION',
  // A coupon's code is in use by another coupon not ended (codes are compared without case).
  'ORDER.COUPON_CODE_TAKEN': 'CONFLICT',
  'ORDER.COUPON_NOT_FOUND': 'NOT_FOUND',
  // Pausing a coupon not active, resuming one not paused, or ending one ended.
  'ORDER.COUPON_STATUS_NOT_ALLOWED': 'CONFLICT',
  // A seller's coupon naming a product that is not the seller's, or a coupon ending before now.
  'ORDER.COUPON_INVALID': 'VALIDATION',
  // A coupon the shopper may not use now: paused or ended, not started, expired, used up, or used as often as it
  // allows by this shopper.
  'ORDER.COUPON_UNAVAILABLE': 'CONFLICT',
  // A coupon that applies to none of the lines, or whose lines are below its minimum ('Add ₹120.00 more to use …').
  'ORDER.COUPON_NOT_APPLICABLE': 'CONFLICT',
  // A replacement step out of turn: the ticket was not settled with one, or it was shipped (or delivered) already.
  'ORDER.REPLACEMENT_NOT_ALLOWED': 'CONFLICT',
  // The grievance officer settles a ticket about an order with a refund, a replacement or a decline, a complaint
  // with an answer.
  'ORDER.ISSUE_ANSWER_REQUIRED': 'VALIDATION',
  // A shopper with the most complaints not about one order waiting for the grievance officer's answer.
  'ORDER.COMPLAINTS_WAITING': 'CONFLICT',
  'SELLER.NOT_FOUND': 'NOT_FOUND',
  'SELLER.NOT_APPROVED': 'FORBIDDEN',
  'SELLER.STATUS_NOT_ALLOWED': 'CONFLICT',
  'SELLER.SHOP_IN_USE': 'CONFLICT',
  'SELLER.DOCUMENTS_MISSING': 'VALIDATION',
  'SELLER.DOCUMENT_UNKNOWN': 'VALIDATION',
  'SELLER.DOCUMENT_NOT_FOUND': 'NOT_FOUND',
  // A GSTIN of the right shape whose check character (or state code) is wrong: its orders would carry no GST.
  'SELLER.GSTIN_INVALID': 'VALIDATION',
  // Approving a seller, or verifying its licence, without a whole FSSAI licence, or with one that expired (decision 035).
  'SELLER.FSSAI_MISSING': 'VALIDATION',
  'SELLER.FSSAI_EXPIRED': 'VALIDATION',
  'SELLER.FSSAI_VERIFIED': 'CONFLICT',
  'MEDIA.NOT_FOUND': 'NOT_FOUND',
  'MEDIA.UNSUPPORTED_FILE': 'UNSUPPORTED_MEDIA_TYPE',
  'MEDIA.NOT_OWNER': 'FORBIDDEN',
  // Product images come from sellers and admins, review photos from shoppers.
  'MEDIA.PURPOSE_NOT_ALLOWED': 'FORBIDDEN',
  // An image with more pixels than MAX_IMAGE_PIXELS, refused from its header before it is decoded.
  'MEDIA.IMAGE_TOO_LARGE': 'PAYLOAD_TOO_LARGE',
  'FINANCE.INVOICE_NOT_FOUND': 'NOT_FOUND',
  'FINANCE.ENTRY_UNBALANCED': 'VALIDATION',
  'FINANCE.SELLER_NOT_FOUND': 'NOT_FOUND',
  'FINANCE.PAYOUT_NOT_FOUND': 'NOT_FOUND',
  'FINANCE.PAYOUT_SETTLED': 'CONFLICT',
  'FINANCE.UTR_TAKEN': 'CONFLICT',
  'FINANCE.REFUND_NOT_FOUND': 'NOT_FOUND',
  'FINANCE.REFUND_SETTLED': 'CONFLICT',
  'FINANCE.REFUND_NO_UPI': 'CONFLICT',
} as const satisfies Record<string, ErrorCode>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

/** The codes of one kind: what a `DomainError.<kind>(message, code)` may carry. */
export type DomainErrorCodeOf<K extends ErrorCode> = {
  [C in DomainErrorCode]: (typeof DOMAIN_ERRORS)[C] extends K ? C : never;
}[DomainErrorCode];

/** The code an error of a kind carries when nothing more specific is known (framework and transport errors). */
export const GENERIC_ERROR_CODE = {
  VALIDATION: 'REQUEST.INVALID',
  UNAUTHORIZED: 'AUTH.UNAUTHENTICATED',
  FORBIDDEN: 'AUTH.FORBIDDEN',
  NOT_FOUND: 'REQUEST.NOT_FOUND',
  CONFLICT: 'REQUEST.CONFLICT',
  UNPROCESSABLE: 'REQUEST.UNPROCESSABLE',
  PAYLOAD_TOO_LARGE: 'REQUEST.TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_TYPE',
  RATE_LIMITED: 'REQUEST.RATE_LIMITED',
  UNAVAILABLE: 'SERVICE.UNAVAILABLE',
  INTERNAL: 'SERVER.INTERNAL',
} as const satisfies { [K in ErrorCode]: DomainErrorCodeOf<K> };

/** True for a code this catalogue defines (an answer from an older or newer server may carry others). */
export const isDomainErrorCode = (value: unknown): value is DomainErrorCode =>
  typeof value === 'string' && Object.hasOwn(DOMAIN_ERRORS, value);

/** The body of every error answer. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string().meta({ description: 'What went wrong, in words a person can act on' }),
  code: z
    .enum(Object.keys(DOMAIN_ERRORS) as [DomainErrorCode, ...DomainErrorCode[]])
    .meta({ description: 'Stable domain code to branch on (never on the message)' }),
  mayHaveTakenEffect: z
    .boolean()
    .optional()
    .meta({
      description:
        'On every 503: true when a change was sent and no answer came back in time, so it may have been made ' +
        '(retry with the same Idempotency-Key, or look before trying again); false when it was not carried out',
    }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
