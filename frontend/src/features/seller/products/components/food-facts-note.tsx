import { REQUIRED_FOOD_FACT_LABELS } from '@thindi/contracts';
import { formatDate } from '@/lib/format-date';
import { cx } from '@/lib/cx';
import type { SellerProduct } from '../api/seller-catalog.api';

/** The words of a product lacking its food facts: what is missing, and until when it is sold without them. */
export function foodFactsNoteText(facts: SellerProduct['foodFacts']): string | null {
  if (!facts || facts.complete) return null;
  const missing = facts.missing.map((fact) => REQUIRED_FOOD_FACT_LABELS[fact]).join(', ');
  if (facts.held) return `Not sold until its food facts are complete (missing: ${missing})`;
  const due = facts.dueAt ? ` by ${formatDate(facts.dueAt)}` : '';
  return `Food facts needed${due}: ${missing}`;
}

/** Under a product's status in the seller's lists, when its required food facts are not all declared. */
export function FoodFactsNote({ product }: { product: SellerProduct }) {
  const text = foodFactsNoteText(product.foodFacts);
  if (!text) return null;
  return (
    <span
      className={cx(
        'mt-1 block rounded-lg px-2.5 py-1 text-xs font-semibold',
        product.foodFacts.held ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {text}
    </span>
  );
}
