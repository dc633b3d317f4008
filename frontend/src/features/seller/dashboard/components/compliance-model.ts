import type { FoodLicence } from '@thindi/contracts';
import { formatDate } from '@/lib/format-date';
import type { FoodFactsSummary, SellerProduct } from '@/features/seller/products/api/seller-catalog.api';

/** One banner: how loud, what it says, and the words of the link that fixes it. */
export interface ComplianceNotice {
  tone: 'warning' | 'danger' | 'info';
  text: string;
  action: string;
}

/**
 * What the dashboard says of the seller's FSSAI licence (decision 035), or nothing once it is verified and not
 * lapsing. `approved`: the account is approved (until then nothing is sold anyway, and approval needs a licence).
 */
export function licenceNotice(licence: FoodLicence, approved: boolean): ComplianceNotice | null {
  // Expiring and lapsed speak of the verified licence, which counts while a renewal waits.
  const until = formatDate(licence.verified?.validUntil ?? licence.validUntil);
  switch (licence.status) {
    case 'verified':
      return null;
    case 'missing':
      if (!approved)
        return {
          tone: 'info',
          text: 'Add your FSSAI licence: your account is approved only once it is given',
          action: 'Add your licence',
        };
      return licence.selling && licence.graceEndsAt
        ? {
            tone: 'warning',
            text: `Add your FSSAI licence by ${formatDate(licence.graceEndsAt)} or your products stop being sold`,
            action: 'Add your licence',
          }
        : {
            tone: 'danger',
            text: 'Your products are not being sold: add your FSSAI licence',
            action: 'Add your licence',
          };
    case 'pending':
      return { tone: 'info', text: pendingText(licence, approved), action: 'Check your licence' };
    case 'expiring':
      return {
        tone: 'warning',
        text: `Your FSSAI licence lapses on ${until}: add your renewed licence before then`,
        action: 'Update your licence',
      };
    case 'lapsed':
      return {
        tone: 'danger',
        text: `Your products are not being sold: your FSSAI licence lapsed on ${until}; ${
          renewalWaits(licence) ? 'your new one is waiting for verification' : 'add a current one'
        }`,
        action: 'Update your licence',
      };
  }
}

/** A licence given after the verified one, waiting for an admin. */
const renewalWaits = (licence: FoodLicence): boolean => !!licence.verified && !licence.verifiedAt;

function pendingText(licence: FoodLicence, approved: boolean): string {
  const waiting = 'Your FSSAI licence is waiting for verification by an admin';
  if (!approved) return waiting;
  // A renewal: the verified licence sells until its own date (status pending means it has not lapsed).
  if (licence.verified && licence.selling)
    return `Your new FSSAI licence is waiting for verification; your current one counts until ${formatDate(licence.verified.validUntil)}`;
  if (licence.selling && licence.graceEndsAt)
    return `${waiting}; your products are sold until ${formatDate(licence.graceEndsAt)} meanwhile`;
  return licence.selling ? waiting : `${waiting}; your products are sold once it is verified`;
}

/** The summary from the products at hand, when the stats do not count them over the whole catalogue. */
export function summariseFoodFacts(products: readonly SellerProduct[]): FoodFactsSummary {
  const lacking = products.filter((p) => p.foodFacts && !p.foodFacts.complete);
  const held = lacking.filter((p) => p.foodFacts.held).length;
  const due = lacking
    .filter((p) => !p.foodFacts.held && p.foodFacts.dueAt)
    .map((p) => p.foodFacts.dueAt as string)
    .sort();
  return { missing: lacking.length - held, held, dueAt: due[0] ?? null };
}

const products = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/** What the dashboard says of products without their food facts: those on grace, and those held. */
export function foodFactsNotices({ missing, held, dueAt }: FoodFactsSummary): ComplianceNotice[] {
  const notices: ComplianceNotice[] = [];
  if (held > 0)
    notices.push({
      tone: 'danger',
      text: `${products(held)} ${held === 1 ? 'is' : 'are'} not being sold until ${held === 1 ? 'its' : 'their'} food facts are complete`,
      action: 'Add food facts',
    });
  if (missing > 0)
    notices.push({
      tone: 'warning',
      text: `${products(missing)} ${missing === 1 ? 'needs its' : 'need their'} food facts${dueAt ? ` by ${formatDate(dueAt)}` : ''}`,
      action: 'Add food facts',
    });
  return notices;
}
