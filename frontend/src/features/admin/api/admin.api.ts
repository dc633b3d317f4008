import type {
  OrderResponse,
  Admin,
  AdminAuditQuery,
  AdminAuditResponse,
  AdminAuthResponse,
  AdminFinanceResponse,
  AdminLoginInput,
  AdminOrderListResponse,
  AdminProductListResponse,
  AdminProductToggleResponse,
  AdminSellerActionResponse,
  AdminSellerListResponse,
  AdminSellerResponse,
  AdminStatsResponse,
  AdminUserListResponse,
  AdminUserToggleResponse,
  ADMIN_ORDER_STATUSES,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_SELLER_STATUSES,
  ADMIN_USER_STATUSES,
  CategoryFilter,
  CouponBody,
  CouponListResponse,
  CouponMoveInput,
  CouponResponse,
  InvoiceSummary,
  IssueDecideBody,
  IssueListResponse,
  IssueQueueQuery,
  IssueResponse,
  MarkPaidResult,
  PayoutResponse,
  PayoutRunResponse,
  RefundList,
  RefundResponse,
  RefundState,
  ReplayDeadLettersResponse,
  ReviewPageResponse,
  ReviewQueueQuery,
  ReviewResponse,
  SetCommissionInput,
  SellerDocumentKind,
  SynonymGroupDeletedResponse,
  SynonymGroupInput,
  SynonymGroupListResponse,
  SynonymGroupResponse,
} from '@thindi/contracts';
import { ApiError, apiGet, apiRequest, buildUrl, CONNECTION_ERROR_MESSAGE } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

export type { Admin };

export type UserStatusFilter = (typeof ADMIN_USER_STATUSES)[number];
export type SellerStatusFilter = (typeof ADMIN_SELLER_STATUSES)[number];
export type ProductStatusFilter = (typeof ADMIN_PRODUCT_STATUSES)[number];
export type OrderStatusFilter = (typeof ADMIN_ORDER_STATUSES)[number];

/** What every admin list sends: the text searched, the page, and the list's own filters. */
export interface ListQuery {
  search: string;
  page: number;
  pageSize: number;
}

const id = (value: string) => encodeURIComponent(value);

/** The admin area's calls; `apiRequest` attaches the admin token to every /admin path. */
/** A toggle names the state wanted, and when switching off, why (kept in the audit log; a product's seller reads it). */
const toggleBody = (isActive: boolean, reason?: string) => (reason && !isActive ? { isActive, reason } : { isActive });

export const adminApi = {
  login: (input: AdminLoginInput) =>
    apiRequest<AdminAuthResponse>('POST', '/admin/login', { body: input, token: null }),
  stats: (signal?: AbortSignal) => apiGet<Partial<AdminStatsResponse>>('/admin/stats', { signal }),
  /** A UPI order's payment marked received against the UTR on the bank statement (audited). */
  markOrderPaid: (orderId: string, utr: string) =>
    apiRequest<MarkPaidResult>('POST', `/admin/orders/${id(orderId)}/payment`, { body: { utr } }),
  /** Sends again every event and job that exhausted its attempts. */
  replayDeadLetters: () => apiRequest<ReplayDeadLettersResponse>('POST', '/admin/dead-letters/replay', { body: {} }),
  auditLog: (query: Partial<AdminAuditQuery>, signal?: AbortSignal) =>
    apiGet<Partial<AdminAuditResponse>>('/admin/audit-log', { query, signal }),
  users: (query: ListQuery & { status: UserStatusFilter }, signal?: AbortSignal) =>
    apiGet<AdminUserListResponse>('/admin/users', { query: { ...query }, signal }),
  sellers: (query: ListQuery & { status: SellerStatusFilter }, signal?: AbortSignal) =>
    apiGet<AdminSellerListResponse>('/admin/sellers', { query: { ...query }, signal }),
  products: (query: ListQuery & { status: ProductStatusFilter; category: CategoryFilter }, signal?: AbortSignal) =>
    apiGet<AdminProductListResponse>('/admin/products', { query: { ...query }, signal }),
  orders: (query: ListQuery & { status: OrderStatusFilter }, signal?: AbortSignal) =>
    apiGet<AdminOrderListResponse>('/admin/orders', { query: { ...query }, signal }),
  /** One order, whole, read with the admin's token (the orders API answers admins every part). */
  order: (orderId: string, signal?: AbortSignal) =>
    apiGet<OrderResponse>(`/orders/${id(orderId)}`, { signal, token: readToken('admin') }),
  seller: (sellerId: string, signal?: AbortSignal) =>
    apiGet<AdminSellerResponse>(`/admin/sellers/${id(sellerId)}`, { signal }),
  approveSeller: (sellerId: string) =>
    apiRequest<AdminSellerActionResponse>('PATCH', `/admin/sellers/${id(sellerId)}/approve`),
  /** Verifies a seller's pending FSSAI licence (decision 035); refused with a sentence when there is none or it lapsed. */
  verifyFoodLicence: (sellerId: string) =>
    apiRequest<AdminSellerActionResponse>('PATCH', `/admin/sellers/${id(sellerId)}/fssai-licence/verify`, { body: {} }),
  rejectSeller: (sellerId: string, reason: string) =>
    apiRequest<AdminSellerActionResponse>('PATCH', `/admin/sellers/${id(sellerId)}/reject`, { body: { reason } }),
  /* Toggles name the state wanted: if another admin got there first, the answer is a 409, not a switch back. */
  toggleSeller: (sellerId: string, isActive: boolean, reason?: string) =>
    apiRequest<AdminSellerActionResponse>('PATCH', `/admin/sellers/${id(sellerId)}/toggle-status`, {
      body: toggleBody(isActive, reason),
    }),
  toggleUser: (userId: string, isActive: boolean, reason?: string) =>
    apiRequest<AdminUserToggleResponse>('PATCH', `/admin/users/${id(userId)}/toggle-status`, {
      body: toggleBody(isActive, reason),
    }),
  toggleProduct: (productId: string, isActive: boolean, reason?: string) =>
    apiRequest<AdminProductToggleResponse>('PATCH', `/admin/products/${id(productId)}/toggle-status`, {
      body: toggleBody(isActive, reason),
    }),
  /** Features a product on the storefront or stops; 409 when another admin already did (audited). */
  featureProduct: (productId: string, featured: boolean) =>
    apiRequest<AdminProductToggleResponse>('PATCH', `/admin/products/${id(productId)}/featured`, {
      body: { featured },
    }),
  /** The search synonym groups: names that find the same food (laddu, ladoo, ladu). */
  synonyms: (signal?: AbortSignal) => apiGet<Partial<SynonymGroupListResponse>>('/admin/synonyms', { signal }),
  createSynonyms: (input: SynonymGroupInput) =>
    apiRequest<Partial<SynonymGroupResponse>>('POST', '/admin/synonyms', { body: input }),
  updateSynonyms: (groupId: string, input: SynonymGroupInput) =>
    apiRequest<Partial<SynonymGroupResponse>>('PUT', `/admin/synonyms/${id(groupId)}`, { body: input }),
  deleteSynonyms: (groupId: string) =>
    apiRequest<Partial<SynonymGroupDeletedResponse>>('DELETE', `/admin/synonyms/${id(groupId)}`),
  /** The Reviews tab: reported reviews and photos waiting for a decision, hidden ones, or all. */
  reviews: (query: ReviewQueueQuery, signal?: AbortSignal) =>
    apiGet<Partial<ReviewPageResponse>>('/admin/reviews', { query: { ...query }, signal }),
  /** Approves a review (photos shown, report cleared) or hides it with the reason mailed to its author. */
  moderateReview: (reviewId: string, decision: { status: 'published' } | { status: 'hidden'; reason: string }) =>
    apiRequest<ReviewResponse>('PATCH', `/admin/reviews/${id(reviewId)}`, { body: decision }),
  /** The Support tab: shoppers' tickets, escalated and overdue first (the server sorts). */
  support: (query: IssueQueueQuery, signal?: AbortSignal) =>
    apiGet<Partial<IssueListResponse>>('/admin/support', { query: { ...query }, signal }),
  /**
   * The grievance officer's final word on a ticket: a refund of at most its value, or a decline with a reason; or
   * the answer to a complaint not about one order.
   */
  decideIssue: (number: string, body: IssueDecideBody) =>
    apiRequest<IssueResponse>('POST', `/admin/support/${id(number)}/decide`, { body }),
  sellerDocument: (sellerId: string, kind: SellerDocumentKind, signal?: AbortSignal) =>
    fetchFile(`/admin/sellers/${id(sellerId)}/documents/${kind}`, signal),
  /** The Finance tab: monthly figures, payouts and commission rates, amounts in paise. */
  finance: (signal?: AbortSignal) => apiGet<Partial<AdminFinanceResponse>>('/admin/finance', { signal }),
  /** The invoices and credit notes of an order: an admin sees every one (the admin token, not the shopper's). */
  orderInvoices: (orderId: string, signal?: AbortSignal) =>
    apiGet<{ success: true; invoices: InvoiceSummary[] }>(`/orders/${id(orderId)}/invoices`, {
      signal,
      token: readToken('admin'),
    }),
  gstr8Csv: (month: string) => fetchFile(`/admin/finance/gstr8.csv?month=${encodeURIComponent(month)}`),
  bankCsv: () => fetchFile('/admin/finance/payouts/bank.csv'),
  runPayouts: () => apiRequest<PayoutRunResponse>('POST', '/admin/finance/payouts/run', { body: {} }),
  markPayoutPaid: (payoutId: string, utr: string) =>
    apiRequest<PayoutResponse>('POST', `/admin/finance/payouts/${id(payoutId)}/paid`, { body: { utr } }),
  markPayoutFailed: (payoutId: string, reason: string) =>
    apiRequest<PayoutResponse>('POST', `/admin/finance/payouts/${id(payoutId)}/failed`, { body: { reason } }),
  setCommission: (input: SetCommissionInput) =>
    apiRequest<Partial<AdminFinanceResponse>>('PUT', '/admin/finance/commission', { body: input }),
  /** The Refunds tab: money owed back to shoppers (due, oldest first) or paid back, amounts in paise. */
  refunds: (state: RefundState, signal?: AbortSignal) =>
    apiGet<Partial<RefundList>>('/admin/refunds', { query: { state }, signal }),
  /** Records a refund paid, with the UTR of the transfer that sent it. */
  markRefundPaid: (refundId: string, utr: string) =>
    apiRequest<RefundResponse>('POST', `/admin/refunds/${id(refundId)}/paid`, { body: { utr } }),
  /** The Coupons tab: every coupon, the platform's and the sellers', newest first. */
  coupons: (signal?: AbortSignal) => apiGet<Partial<CouponListResponse>>('/admin/coupons', { signal }),
  /** A platform coupon (the platform pays its discount); 409 when its code is in use by another coupon. */
  createCoupon: (body: CouponBody) => apiRequest<CouponResponse>('POST', '/admin/coupons', { body }),
  /** Pauses, resumes or ends a coupon; 409 when it is not in a state that allows it. */
  moveCoupon: ({ id: couponId, move }: CouponMoveInput) =>
    apiRequest<CouponResponse>('POST', `/admin/coupons/${id(couponId)}/${move}`, { body: {} }),
};

/**
 * A KYC document or a finance CSV is a file, not JSON, and needs the admin token, so it cannot be a plain link:
 * it is fetched as a blob with the token and shown or saved through an object URL. Failures carry the server's message like apiRequest.
 */
async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken('admin');
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(CONNECTION_ERROR_MESSAGE);
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  throw new ApiError(message ?? `HTTP ${response.status}: ${response.statusText}`, response.status, message);
}
