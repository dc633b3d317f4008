import { z } from 'zod';
import { REQUIRED_FOOD_FACTS } from '../catalog/food-facts';

/** The BullMQ queue every e-mail goes through; a rename would strand queued jobs. */
export const MAIL_QUEUE = 'mail';

export const MailJobs = {
  signupCode: 'signup-code',
  /** To a customer's proven address when someone tries to sign up with it (at most one a day). */
  signupAttempt: 'signup-attempt',
  loginCode: 'login-code',
  sellerEmailCode: 'seller-email-code',
  sellerSignupAttempt: 'seller-signup-attempt',
  welcome: 'welcome',
  sellerRegistered: 'seller-registration-received',
  sellerApproved: 'seller-approved',
  sellerRejected: 'seller-rejected',
  sellerDeactivated: 'seller-deactivated',
  orderConfirmation: 'order-confirmation',
  sellerNewOrder: 'seller-new-order',
  /** To a seller when the shopper cancels its part of an order before it ships. */
  sellerPartCancelled: 'seller-part-cancelled',
  orderShipped: 'order-shipped',
  orderDelivered: 'order-delivered',
  orderCancelled: 'order-cancelled',
  orderReturned: 'order-returned',
  passwordResetCode: 'password-reset-code',
  passwordChanged: 'password-changed',
  /** A few days after delivery: 'How was your order?' with a link to rate each product. */
  reviewRequest: 'review-request',
  /** To a review's author when an admin hides it, with the reason. */
  reviewHidden: 'review-hidden',
  /** To a seller when an admin switches one of its products off, with the reason. */
  productDeactivated: 'product-deactivated',
  /** To a seller when the food-facts sweep takes products off sale: the ones held in that run and what each misses. */
  foodFactsHeld: 'seller-food-facts-held',
} as const;
export type MailJobName = (typeof MailJobs)[keyof typeof MailJobs];

export const codeMailSchema = z.object({
  to: z.string(),
  firstName: z.string().optional(),
  code: z.string(),
  expiresInMinutes: z.number(),
  /** Wrong codes tried for the account since its last sign-in; the mail names them when there were any. */
  wrongCodesSinceSignIn: z.number().int().min(0).optional(),
});
export type CodeMail = z.infer<typeof codeMailSchema>;
/** 'Someone tried to sign up with your e-mail': to a customer's proven address instead of a sign-up code. */
export const signupAttemptMailSchema = z.object({ to: z.string(), firstName: z.string().optional() });
export type SignupAttemptMail = z.infer<typeof signupAttemptMailSchema>;
/** 'Your password was changed': to the account's address after every change or reset. */
export const passwordChangedMailSchema = z.object({ to: z.string(), firstName: z.string().optional() });
export type PasswordChangedMail = z.infer<typeof passwordChangedMailSchema>;
export const welcomeMailSchema = z.object({ to: z.string(), firstName: z.string() });
export type WelcomeMail = z.infer<typeof welcomeMailSchema>;
export const sellerRegisteredMailSchema = z.object({ to: z.string(), ownerName: z.string(), businessName: z.string() });
export type SellerRegisteredMail = z.infer<typeof sellerRegisteredMailSchema>;
/** To a seller's proven address when someone tries to register a new seller account with it. */
export const sellerSignupAttemptMailSchema = z.object({ to: z.string(), ownerName: z.string() });
export type SellerSignupAttemptMail = z.infer<typeof sellerSignupAttemptMailSchema>;
/** To the seller when an admin approves it (its products go live), rejects it (with the reason) or switches it off. */
export const sellerDecisionMailSchema = z.object({
  to: z.string(),
  ownerName: z.string(),
  businessName: z.string(),
  reason: z.string().optional(),
});
export type SellerDecisionMail = z.infer<typeof sellerDecisionMailSchema>;

/** 'How was your order?': sent REVIEW_REQUEST_DELAY_DAYS after a part is delivered, linking to /orders. */
export const reviewRequestMailSchema = z.object({
  to: z.string(),
  firstName: z.string(),
  orderNumber: z.string(),
  /** The products of the delivered part, each with its page. */
  products: z.array(z.object({ productId: z.string(), name: z.string() })).min(1),
});
export type ReviewRequestMail = z.infer<typeof reviewRequestMailSchema>;

/** To a review's author when an admin hides it. */
export const reviewHiddenMailSchema = z.object({
  to: z.string(),
  firstName: z.string(),
  productName: z.string(),
  reason: z.string(),
});
export type ReviewHiddenMail = z.infer<typeof reviewHiddenMailSchema>;

/** To a seller when an admin switches one of its products off. */
export const productDeactivatedMailSchema = z.object({
  to: z.string(),
  businessName: z.string(),
  productName: z.string(),
  reason: z.string().nullable(),
});
export type ProductDeactivatedMail = z.infer<typeof productDeactivatedMailSchema>;

/**
 * To a seller when products of its grace period ended without their required food facts (decision 035): the ones
 * held in one sweep, each with the facts it misses, and how many more were held than the list names.
 */
export const foodFactsHeldMailSchema = z.object({
  to: z.string(),
  businessName: z.string(),
  products: z
    .array(z.object({ productId: z.string(), name: z.string(), missing: z.array(z.enum(REQUIRED_FOOD_FACTS)).min(1) }))
    .min(1),
  more: z.number().int().min(0),
});
export type FoodFactsHeldMail = z.infer<typeof foodFactsHeldMailSchema>;
