import type { IssueQueueQuery, SellerProductListQuery, SellerReviewQuery } from '@thindi/contracts';

/** Query keys of the seller area: everything under `all`, so signing out can drop it in one call. */
export const sellerKeys = {
  all: ['seller'] as const,
  products: () => [...sellerKeys.all, 'products'] as const,
  /** One page of the seller's own products for one search; every change invalidates them all via `products`. */
  productPage: (query: SellerProductListQuery) => [...sellerKeys.products(), 'page', query] as const,
  product: (id: string) => [...sellerKeys.products(), id] as const,
  stats: () => [...sellerKeys.all, 'stats'] as const,
  /** Where a large catalogue file's check or import stands. */
  catalogImport: (jobId: string) => [...sellerKeys.all, 'catalog-import', jobId] as const,
  /** GET /api/sellers/me read for the review history; a profile edit or a resubmission reads it again. */
  me: () => [...sellerKeys.all, 'me'] as const,
  orders: () => [...sellerKeys.all, 'orders'] as const,
  /** One order's documents; its part's status is in the key, so a part that ships or comes back reads them anew. */
  orderInvoices: (orderId: string, status: string) => [...sellerKeys.all, 'order-invoices', orderId, status] as const,
  shippingProfile: () => [...sellerKeys.all, 'shipping-profile'] as const,
  earnings: () => [...sellerKeys.all, 'earnings'] as const,
  reviews: () => [...sellerKeys.all, 'reviews'] as const,
  /** One page of the reviews of the seller's products for one filter; a reply or a report updates it in place. */
  reviewPage: (query: SellerReviewQuery) => [...sellerKeys.reviews(), query] as const,
  issues: () => [...sellerKeys.all, 'issues'] as const,
  /** The problems shoppers reported with the seller's parts, for one status filter; an answer reads them all again. */
  issueList: (query: IssueQueueQuery) => [...sellerKeys.issues(), query] as const,
  /** What the pincode directory knows of a pincode the seller typed. */
  pincode: (pin: string) => [...sellerKeys.all, 'pincode', pin] as const,
};

/**
 * The seller area's reads fail quietly to their fallback (zeros, empty lists: docs/product.md, Errors and messages > Quiet failures) at once rather
 * than after a retry; the next refresh or change reads again.
 */
export const SELLER_QUERY_DEFAULTS = { retry: false } as const;
