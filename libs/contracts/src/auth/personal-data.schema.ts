import { z } from 'zod';
import { customerReviewsResponseSchema } from '../catalog/reviews.schema';
import { customerOrderDataSchema } from '../orders/customer-data.schema';
import { userSchema } from '../users/users.schema';

/** The account as the shopper's copy of their data gives it: never a password hash, a code or a session. */
export const exportedAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Whether the account has a password it can sign in with (the password itself is never kept readable). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  preferences: userSchema.shape.preferences,
});
export type ExportedAccount = z.infer<typeof exportedAccountSchema>;

/**
 * GET /api/users/me/data (DPDP Act 2023): everything the platform holds about the signed-in shopper, gathered
 * from the services that own it at one moment: the account and addresses (auth), orders with their consent and
 * payment, problem reports and the cart (order), and reviews (catalog). The wishlist is kept only in the
 * shopper's browser, so it is not here.
 */
export const personalDataExportSchema = z.object({
  generatedAt: z.string(),
  account: exportedAccountSchema,
  addresses: userSchema.shape.addresses,
  orders: customerOrderDataSchema.shape.orders,
  tickets: customerOrderDataSchema.shape.tickets,
  reviews: customerReviewsResponseSchema.shape.reviews,
  cart: customerOrderDataSchema.shape.cart,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
