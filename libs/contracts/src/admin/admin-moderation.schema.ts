import { z } from 'zod';
import { sellerProductSchema } from '../catalog/seller-product.schema';
import { ADMIN_RECENT_ORDERS_LIMIT, CATEGORY_FILTERS, ORDER_STATUSES } from '../common/constants';
import { orderSchema, type Order } from '../orders/order.schema';
import { sellerHistoryEntrySchema, sellerSchema } from '../sellers/sellers.schema';
import { userSchema } from '../users/users.schema';
import { pageNumberField, pageSizeFieldOf, paginationSchema } from '../common/paging';

/*
 * The admin's lists, toggles, figures and audit log. The gateway sends each
 * call to the admin service, which checks the admin and asks the service that owns the data; the owner
 * checks again that the principal is an admin (docs/architecture.md, Who owns what; decision 004).
 */

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

const pageField = pageNumberField;
const pageSizeField = pageSizeFieldOf(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX);
const searchField = z
  .string({ error: 'search must be text' })
  .trim()
  .max(100, 'search must be at most 100 characters')
  .optional()
  .transform((s) => (s ? s : undefined));
const statusField = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `status must be one of: ${values.join(', ')}` }).default(values[0] as T[0]);

const pageQuery = { search: searchField, page: pageField, pageSize: pageSizeField };

/** Status filters: the values of the dashboard's dropdowns ('all' is no filter). */
export const ADMIN_USER_STATUSES = ['all', 'active', 'inactive'] as const;
export const ADMIN_SELLER_STATUSES = ['all', 'pending', 'verified', 'inactive'] as const;
export const ADMIN_PRODUCT_STATUSES = ['all', 'active', 'inactive'] as const;
export const ADMIN_ORDER_STATUSES = ['all', ...ORDER_STATUSES] as const;

/** GET /api/admin/users: search matches first name, last name, full name, e-mail or phone. */
export const adminUserListQuerySchema = z.object({ ...pageQuery, status: statusField(ADMIN_USER_STATUSES) });
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
/** GET /api/admin/sellers: search matches business name, owner, e-mail, phone or PAN. */
export const adminSellerListQuerySchema = z.object({ ...pageQuery, status: statusField(ADMIN_SELLER_STATUSES) });
export type AdminSellerListQuery = z.infer<typeof adminSellerListQuerySchema>;
/** GET /api/admin/products: search matches the product name or the seller's business name. */
export const adminProductListQuerySchema = z.object({
  ...pageQuery,
  status: statusField(ADMIN_PRODUCT_STATUSES),
  category: z
    .enum(CATEGORY_FILTERS, { error: `category must be one of: ${CATEGORY_FILTERS.join(', ')}` })
    .default('all'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;
/** GET /api/admin/orders: search matches the order number, the customer's name or e-mail. */
export const adminOrderListQuerySchema = z.object({ ...pageQuery, status: statusField(ADMIN_ORDER_STATUSES) });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** GET /api/admin/audit-log: newest first; `action` narrows to one kind (e.g. seller.reject). */
export const adminAuditQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField,
  action: z.string().trim().max(60, 'action must be at most 60 characters').optional(),
  targetId: z.string().trim().max(200, 'targetId must be at most 200 characters').optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** A customer as the admin lists it: no addresses or preferences. */
export const adminUserSchema = userSchema.omit({ addresses: true, preferences: true });
export type AdminUser = z.infer<typeof adminUserSchema>;
/**
 * The seller's state in the admin's words: verified = verified and active; pending = active,
 * not verified; inactive = not active (rejected or switched off).
 */
export const SELLER_STATUSES_FOR_ADMIN = ['verified', 'pending', 'inactive'] as const;
export type SellerStatus = (typeof SELLER_STATUSES_FOR_ADMIN)[number];
export const sellerStatusOf = (s: { isVerified: boolean; isActive: boolean }): SellerStatus =>
  !s.isActive ? 'inactive' : s.isVerified ? 'verified' : 'pending';
export const adminSellerSchema = sellerSchema.extend({
  status: z.enum(SELLER_STATUSES_FOR_ADMIN),
  rejectionReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The seller's resubmissions and KYC edits, oldest first (in the one-seller read only). */
  history: z.array(sellerHistoryEntrySchema).optional(),
  /**
   * Other sellers registered with the same PAN, oldest first (in the one-seller read and an approval's answer): a
   * warning for the admin to weigh, not a refusal.
   */
  samePan: z.array(z.object({ id: z.string(), businessName: z.string() })).optional(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

const page = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape, pagination: paginationSchema });
export const adminUserListResponseSchema = page({ users: z.array(adminUserSchema) });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;
export const adminSellerListResponseSchema = page({ sellers: z.array(adminSellerSchema) });
export type AdminSellerListResponse = z.infer<typeof adminSellerListResponseSchema>;
export const adminProductListResponseSchema = page({ products: z.array(sellerProductSchema) });
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;
export const adminOrderListResponseSchema = page({ orders: z.array(orderSchema) });
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;
export const adminSellerResponseSchema = z.object({ success: z.literal(true), seller: adminSellerSchema });
export type AdminSellerResponse = z.infer<typeof adminSellerResponseSchema>;

/** The toggles and seller verdicts: the thing as it is now, and what happened in words. */
export const adminUserToggleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
export type AdminUserToggleResponse = z.infer<typeof adminUserToggleResponseSchema>;
export const adminProductToggleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: sellerProductSchema,
});
export type AdminProductToggleResponse = z.infer<typeof adminProductToggleResponseSchema>;
export const adminSellerActionResponseSchema = adminSellerResponseSchema.extend({ message: z.string() });
export type AdminSellerActionResponse = z.infer<typeof adminSellerActionResponseSchema>;

/** `{id}` in the path of a toggle, approve, reject or seller read. */
export const adminTargetSchema = z.object({ id: z.string().trim().min(1, 'id is required').max(200) });
export type AdminTargetInput = z.infer<typeof adminTargetSchema>;
/**
 * A toggle-status call: the id, and optionally (in the body) the state the admin wants. With it, a toggle that
 * another admin already made answers 409 instead of switching the account back; without it, the state flips.
 */
export const adminToggleSchema = adminTargetSchema.extend({
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  /** Why the admin switches it off: kept in the audit log, and for a product shown and mailed to its seller. */
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(500, 'reason must be at most 500 characters')
    .optional()
    .transform((r) => r || undefined),
});
export type AdminToggleInput = z.infer<typeof adminToggleSchema>;
/** The body of a toggle call (the id is in the path). */
export const adminToggleBodySchema = adminToggleSchema.omit({ id: true });
/**
 * PATCH /api/admin/products/{id}/featured: whether the storefront features the product (featured first, and in
 * the featured list). The admin's alone: a seller's save leaves it as it is. Already so answers 409.
 */
export const adminFeatureProductSchema = adminTargetSchema.extend({
  featured: z.boolean({ error: 'featured must be true or false' }),
});
export type AdminFeatureProductInput = z.infer<typeof adminFeatureProductSchema>;
/** The body of a featured call (the id is in the path). */
export const adminFeatureProductBodySchema = adminFeatureProductSchema.omit({ id: true });

/** Each owner's share of the figures (asked in parallel by the admin service). */
export type UserFigures = { totalUsers: number; activeUsers: number };
export type SellerFigures = {
  totalSellers: number;
  pendingSellers: number;
  verifiedSellers: number;
  inactiveSellers: number;
};
/**
 * `activeProducts`: what shoppers can buy (switched on, of an approved and active seller). `productsWithoutFacts`:
 * products on sale in their grace period without their required food facts; `productsHeldForFacts`: off sale since
 * that grace ended (decision 035).
 */
export type ProductFigures = {
  totalProducts: number;
  activeProducts: number;
  productsWithoutFacts?: number;
  productsHeldForFacts?: number;
};
export type OrderFigures = { totalOrders: number; totalRevenue: number; recentOrders: Order[] };

/** Which owner did not answer within the time limit; its fields are null. */
export const STATS_SOURCES = ['users', 'sellers', 'products', 'orders'] as const;
export type StatsSource = (typeof STATS_SOURCES)[number];

/**
 * GET /api/admin/stats: the admin's figures. A field is null when its owner did not answer in
 * time (listed in `unavailable`). Revenue is the sum of the totals, in rupees, of the orders whose money came in:
 * UPI orders marked paid and cash-on-delivery orders delivered (not returned).
 */
const figure = z.number().nullable();
export const adminStatsSchema = z.object({
  totalUsers: figure,
  activeUsers: figure,
  totalSellers: figure,
  pendingSellers: figure,
  verifiedSellers: figure,
  inactiveSellers: figure,
  totalProducts: figure,
  activeProducts: figure,
  /** On sale in their grace period without their required food facts (decision 035); null as the other figures. */
  productsWithoutFacts: figure.optional(),
  /** Off sale since that grace ended without them. */
  productsHeldForFacts: figure.optional(),
  totalOrders: figure,
  totalRevenue: figure,
  /** Up to ADMIN_RECENT_ORDERS_LIMIT, newest first. */
  recentOrders: z.array(orderSchema).nullable(),
  /**
   * Events and jobs that exhausted their attempts, waiting for an admin's replay (every outbox and event
   * consumer group); null when no service could be asked.
   */
  deadLetters: figure,
  unavailable: z.array(z.enum(STATS_SOURCES)),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const adminStatsResponseSchema = z.object({ success: z.literal(true), stats: adminStatsSchema });
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
export const RECENT_ORDERS_LIMIT = ADMIN_RECENT_ORDERS_LIMIT;

/** What an admin did (the audit log). */
export const AUDIT_ACTIONS = {
  login: 'admin.login',
  approveSeller: 'seller.approve',
  rejectSeller: 'seller.reject',
  toggleSeller: 'seller.toggle-status',
  viewSellerDocument: 'seller.document-view',
  verifyFoodLicence: 'seller.food-licence-verify',
  toggleUser: 'user.toggle-status',
  toggleProduct: 'product.toggle-status',
  featureProduct: 'product.feature',
  replayDeadLetters: 'dead-letters.replay',
  createSynonyms: 'synonyms.create',
  updateSynonyms: 'synonyms.update',
  deleteSynonyms: 'synonyms.delete',
  runPayouts: 'payout.run',
  markPayoutPaid: 'payout.paid',
  markPayoutFailed: 'payout.failed',
  setCommission: 'commission.set',
  approveReview: 'review.approve',
  hideReview: 'review.hide',
  markOrderPaid: 'order.mark-paid',
  decideIssue: 'issue.decide',
  markRefundPaid: 'refund.paid',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
export const auditEntrySchema = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The rejection reason, for seller.reject. */
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditResponseSchema = page({ entries: z.array(auditEntrySchema) });
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

/** GET /api/admin/sellers/:id/documents/:kind goes through the admin service (which logs the view). */
export const adminSellerDocumentSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(200),
  kind: z.enum(['aadhar', 'pan', 'bank', 'fssai'], { error: 'kind must be aadhar, pan, bank or fssai' }),
});
export type AdminSellerDocumentInput = z.infer<typeof adminSellerDocumentSchema>;

/** Message patterns the admin service answers ({principal, input} each). */
export const AdminModerationPatterns = {
  stats: 'admin.stats.get',
  listUsers: 'admin.users.list',
  listSellers: 'admin.sellers.list',
  getSeller: 'admin.sellers.get',
  sellerDocument: 'admin.sellers.document',
  toggleSeller: 'admin.sellers.toggle',
  /** {principal, input: verifyFoodLicenceSchema} → AdminSellerActionResponse; the seller service verifies, audited. */
  verifyFoodLicence: 'admin.sellers.verify-food-licence',
  listProducts: 'admin.products.list',
  listOrders: 'admin.orders.list',
  toggleUser: 'admin.users.toggle',
  toggleProduct: 'admin.products.toggle',
  /** {principal, input: adminFeatureProductSchema} → AdminProductToggleResponse; audited. */
  featureProduct: 'admin.products.feature',
  auditLog: 'admin.audit.list',
  /** The search synonym groups (catalog-owned): list, create, update, delete; changes are audited. */
  listSynonyms: 'admin.synonyms.list',
  createSynonyms: 'admin.synonyms.create',
  updateSynonyms: 'admin.synonyms.update',
  deleteSynonyms: 'admin.synonyms.delete',
  /** {principal, input: reviewQueueQuerySchema} → ReviewPageResponse, from the catalog. */
  listReviews: 'admin.reviews.list',
  /** {principal, input: moderateReviewSchema} → ReviewResponse; approve or hide, audited. */
  moderateReview: 'admin.reviews.moderate',
  /** {principal, input: orderUtrSchema} → MarkPaidResult; a UPI payment marked received, audited. */
  markOrderPaid: 'admin.orders.mark-paid',
  /** {principal, input: issueQueueQuerySchema} → IssueListResponse: the support queue, what is due first. */
  supportQueue: 'admin.support.queue',
  /** {principal, input: issueDecideSchema} → IssueResponse: the grievance officer's final word on a ticket, audited. */
  decideIssue: 'admin.support.decide',
} as const;

/**
 * Patterns each owner answers for the admin service ({principal, input}; the owner refuses non-admins).
 * Kept here, next to the admin contracts, so one file shows what moderation asks of whom.
 */
export const OwnerAdminPatterns = {
  users: { list: 'auth.users.admin-list', toggle: 'auth.users.toggle-active', figures: 'auth.users.figures' },
  sellers: {
    list: 'seller.sellers.admin-list',
    get: 'seller.sellers.admin-get',
    toggle: 'seller.sellers.toggle-active',
    figures: 'seller.sellers.figures',
  },
  products: {
    list: 'catalog.products.admin-list',
    toggle: 'catalog.products.toggle-active',
    feature: 'catalog.products.set-featured',
    figures: 'catalog.products.figures',
  },
  synonyms: {
    list: 'catalog.synonyms.list',
    create: 'catalog.synonyms.create',
    update: 'catalog.synonyms.update',
    delete: 'catalog.synonyms.delete',
  },
  /** `markPaid` is the same subject as `OrderPatterns.markPaid`. */
  orders: { list: 'order.orders.admin-list', figures: 'order.orders.figures', markPaid: 'order.orders.mark-paid' },
  /** The same subjects as `ReviewPatterns.queue` and `ReviewPatterns.moderate`. */
  reviews: { queue: 'catalog.reviews.queue', moderate: 'catalog.reviews.moderate' },
  /** The same subjects as `OrderPatterns.issueQueue` and `OrderPatterns.decideIssue`. */
  issues: { queue: 'order.issues.queue', decide: 'order.issues.decide' },
} as const;
