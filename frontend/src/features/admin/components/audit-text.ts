import { AUDIT_ACTIONS, type AuditEntry } from '@thindi/contracts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const named = (kind: string, name: unknown) => [kind, text(name)].filter(Boolean).join(' ');
const onProduct = (name: unknown) => (text(name) ? ` of ${text(name)}` : '');
const switched = (details: Record<string, unknown>) => (details.isActive === false ? 'deactivated' : 'activated');

/** What an admin did, in words, from the audit entry's action and details (e.g. 'rejected seller X — reason: …'). */
export function describeAuditEntry({ action, details, reason }: AuditEntry): string {
  switch (action) {
    case AUDIT_ACTIONS.login:
      return 'signed in';
    case AUDIT_ACTIONS.approveSeller:
      return `approved ${named('seller', details.businessName)}`;
    case AUDIT_ACTIONS.verifyFoodLicence:
      return `verified the FSSAI licence of ${named('seller', details.businessName)}`;
    case AUDIT_ACTIONS.rejectSeller: {
      const why = reason ?? text(details.reason);
      return `rejected ${named('seller', details.businessName)}${why ? ` — reason: ${why}` : ''}`;
    }
    case AUDIT_ACTIONS.toggleSeller:
      return `${switched(details)} ${named('seller', details.businessName)}`;
    case AUDIT_ACTIONS.toggleUser:
      return `${switched(details)} ${named('user', details.email)}`;
    case AUDIT_ACTIONS.toggleProduct:
      return `${switched(details)} ${named('product', details.name)}`;
    case AUDIT_ACTIONS.featureProduct:
      return `${details.featured === false ? 'stopped featuring' : 'featured'} ${named('product', details.name)}`;
    case AUDIT_ACTIONS.viewSellerDocument:
      return `viewed a seller's ${text(details.kind) || 'KYC'} document`;
    case AUDIT_ACTIONS.replayDeadLetters: {
      const n = typeof details.replayed === 'number' ? details.replayed : 0;
      return `replayed ${n} undelivered ${n === 1 ? 'event' : 'events'}`;
    }
    case AUDIT_ACTIONS.approveReview:
      return `approved a review${onProduct(details.productName)}`;
    case AUDIT_ACTIONS.hideReview: {
      const why = reason ?? text(details.reason);
      return `hid a review${onProduct(details.productName)}${why ? ` — reason: ${why}` : ''}`;
    }
    default:
      return action;
  }
}
