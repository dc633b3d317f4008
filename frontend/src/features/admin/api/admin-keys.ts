import type { SellerDocumentKind } from '@thindi/contracts';

/**
 * Query and mutation keys of the admin area. Everything an admin change can alter sits under `data`, which every
 * change invalidates (after every admin change all admin data is read again: docs/product.md, Administration > Moderation). A KYC document is
 * kept apart: reading one is logged as a view, so it is fetched only when the admin asks.
 */
export const adminKeys = {
  all: ['admin'] as const,
  data: () => [...adminKeys.all, 'data'] as const,
  stats: () => [...adminKeys.data(), 'stats'] as const,
  activity: (pageSize: number) => [...adminKeys.data(), 'audit-log', { page: 1, pageSize }] as const,
  list: (name: string, query: object) => [...adminKeys.data(), name, query] as const,
  seller: (id: string) => [...adminKeys.data(), 'seller', id] as const,
  order: (id: string) => [...adminKeys.data(), 'order', id] as const,
  synonyms: () => [...adminKeys.data(), 'synonyms'] as const,
  finance: () => [...adminKeys.data(), 'finance'] as const,
  /** Finance changes report in their own dialog or section, not in the dashboard's banner. */
  financeChange: (name: string) => [...adminKeys.all, 'finance-change', name] as const,
  /** Synonym changes report in their own form, not in the dashboard's banner (so not under `actions`). */
  synonymChange: () => [...adminKeys.all, 'synonym-change'] as const,
  /** A hide reports in its dialog, not in the dashboard's banner. */
  reviewHide: (id: string) => [...adminKeys.all, 'review-hide', id] as const,
  /** The grievance officer's decision on a ticket reports in its dialog too. */
  issueDecide: (number: string) => [...adminKeys.all, 'issue-decide', number] as const,
  /** A payment marked received reports in its dialog too. */
  orderPaid: (id: string) => [...adminKeys.all, 'order-paid', id] as const,
  /** So does a refund marked paid. */
  refundPaid: (id: string) => [...adminKeys.all, 'refund-paid', id] as const,
  document: (sellerId: string, kind: SellerDocumentKind) => [...adminKeys.all, 'document', sellerId, kind] as const,
  actions: () => [...adminKeys.all, 'action'] as const,
  action: (name: string, id = '') => [...adminKeys.actions(), name, id] as const,
};

/** Admin reads fail quietly to their fallback (docs/product.md, Errors and messages > Quiet failures) at once; the next change or visit reads again. */
export const ADMIN_QUERY_DEFAULTS = { retry: false } as const;

export const isAdminKey = (key: readonly unknown[] | undefined): boolean => key?.[0] === adminKeys.all[0];
