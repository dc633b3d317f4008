import ShoppingBag from 'lucide-react/icons/shopping-bag';

/** Orders arrive with the orders issue; until a seller can receive any, the list is honestly empty. */
export function SellerOrdersTab() {
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h2 id="orders-heading" className="font-display text-xl font-bold text-stone-900">
        Orders
      </h2>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-200 bg-white p-8 text-center">
        <ShoppingBag className="h-10 w-10 text-amber-600" aria-hidden="true" />
        <p className="text-stone-600">You haven&apos;t received any orders yet.</p>
      </div>
    </section>
  );
}
