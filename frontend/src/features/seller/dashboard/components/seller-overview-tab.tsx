import { formatRupees, RECENT_PRODUCTS_LIMIT } from '@thindi/contracts';
import Package from 'lucide-react/icons/package';
import Pencil from 'lucide-react/icons/pencil';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import type { SellerProduct, SellerStats } from '@/features/seller/products/api/seller-catalog.api';
import type { SellerOrder } from '@/features/seller/orders/api/seller-orders.api';
import { FoodFactsNote } from '@/features/seller/products/components/food-facts-note';
import { NOT_ON_SALE, ProductStatus } from '@/features/seller/products/components/stock-badge';

interface SellerOverviewTabProps {
  stats: SellerStats;
  /** The seller's orders: those needing attention are counted on the Total Orders card. */
  orders: SellerOrder[];
  products: SellerProduct[];
  /** Whether the seller's account is approved: until then no product is on sale. */
  onSale: boolean;
  onAdd: () => void;
  onEdit: (product: SellerProduct) => void;
}

/** Orders needing attention are those pending or confirmed. */
const ATTENTION: ReadonlySet<string> = new Set(['pending', 'confirmed']);

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-2xl border border-amber-100 bg-white p-5">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-stone-500">{note}</p> : null}
    </div>
  );
}

function RecentProduct({ product, onSale, onEdit }: { product: SellerProduct; onSale: boolean; onEdit: () => void }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <ProductImage src={product.images[0]} alt="" className="h-14 w-14 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-stone-900">{product.name}</p>
        <p className="text-sm text-stone-700">{formatRupees(product.price)}</p>
        <ProductStatus product={product} onSale={onSale} />
        <FoodFactsNote product={product} />
      </div>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${product.name}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Four cards, the New Orders badge, and the first six products with where each stands. */
export function SellerOverviewTab({ stats, orders, products, onSale, onAdd, onEdit }: SellerOverviewTabProps) {
  const needAttention = orders.filter((o) => ATTENTION.has(o.orderStatus)).length;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Products" value={String(stats.totalProducts)} />
        <StatCard
          label="Active Products"
          value={String(stats.activeProducts)}
          note={onSale ? undefined : NOT_ON_SALE}
        />
        <StatCard
          label="Total Orders"
          value={String(stats.totalOrders)}
          note={`${needAttention} need${needAttention === 1 ? 's' : ''} attention`}
        />
        <StatCard label="Revenue" value={formatRupees(stats.totalRevenue)} />
      </div>
      {stats.totalOrders > 0 ? (
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          New Orders
        </p>
      ) : null}
      <section aria-labelledby="recent-products" className="space-y-3">
        <h2 id="recent-products" className="font-display text-xl font-bold text-stone-900">
          Recent Products
        </h2>
        {products.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-200 bg-white p-8">
            <Package className="h-10 w-10 text-amber-600" aria-hidden="true" />
            <Button onClick={onAdd}>Add Your First Product</Button>
          </div>
        ) : (
          <ul aria-label="Recent Products" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {products.slice(0, RECENT_PRODUCTS_LIMIT).map((product) => (
              <RecentProduct key={product._id} product={product} onSale={onSale} onEdit={() => onEdit(product)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
