import { cx } from '@/lib/cx';
import type { Seller } from '@/features/seller/api/seller.api';
import type { FoodFactsSummary } from '@/features/seller/products/api/seller-catalog.api';
import { isOnSale } from '@/features/seller/products/components/stock-badge';
import { foodFactsNotices, licenceNotice, type ComplianceNotice } from './compliance-model';

const TONES: Record<ComplianceNotice['tone'], string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-200 bg-red-50 text-red-900',
};

function Banner({ notice, onFix }: { notice: ComplianceNotice; onFix: () => void }) {
  return (
    <div
      role="note"
      className={cx(
        'flex flex-wrap items-center justify-between gap-2 rounded-xl border px-4 py-3 text-sm',
        TONES[notice.tone],
      )}
    >
      <p className="font-medium">{notice.text}</p>
      <button type="button" onClick={onFix} className="font-semibold underline underline-offset-2">
        {notice.action}
      </button>
    </div>
  );
}

interface ComplianceBannersProps {
  seller: Seller;
  foodFacts: FoodFactsSummary;
  /** Opens the profile form at the licence. */
  onFixLicence: () => void;
  /** Shows the products, those lacking facts marked. */
  onFixProducts: () => void;
}

/** What stands between the seller's products and the shop (decision 035): the FSSAI licence and food facts. */
export function ComplianceBanners({ seller, foodFacts, onFixLicence, onFixProducts }: ComplianceBannersProps) {
  const licence = seller.foodLicence ? licenceNotice(seller.foodLicence, isOnSale(seller)) : null;
  const facts = foodFactsNotices(foodFacts);
  if (!licence && facts.length === 0) return null;
  return (
    <div className="space-y-2">
      {licence ? <Banner notice={licence} onFix={onFixLicence} /> : null}
      {facts.map((notice) => (
        <Banner key={notice.text} notice={notice} onFix={onFixProducts} />
      ))}
    </div>
  );
}
