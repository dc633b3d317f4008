import { CATEGORY_FILTERS, formatRupees, type CategoryFilter, type SellerProduct } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProductSummary } from '@/components/ui/product-summary';
import { adminApi, type ListQuery, type ProductStatusFilter } from '../api/admin.api';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { cell, FilterSelect, ListCard, SearchBox } from './admin-list';
import { ProductFeatureButton } from './product-feature-button';
import { ActiveBadge, FeaturedBadge } from './status-badges';

type Filters = { status: ProductStatusFilter; category: CategoryFilter };
const STATUS_OPTIONS = [
  ['all', 'All Status'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
] as const;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const CATEGORY_OPTIONS = CATEGORY_FILTERS.map((c) => [c, c === 'all' ? 'All Categories' : capitalise(c)] as const);

const INITIAL: Filters = { status: 'all', category: 'all' };
const loadProducts = (query: Filters & ListQuery, signal: AbortSignal) =>
  adminApi.products(query, signal).then((r) => ({ items: r.products, pagination: r.pagination }));

function ProductRow({ product }: { product: SellerProduct }) {
  const toggle = useAdminAction(
    ['toggle-product', product._id],
    (reason: string) => adminApi.toggleProduct(product._id, !product.isActive, reason),
    'Failed to toggle product status',
  );
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const verb = product.isActive ? 'Deactivate' : 'Activate';
  return (
    <tr className="border-t border-stone-100">
      <td className={cell}>
        <ProductSummary product={product} />
      </td>
      <td className={cell}>{product.sellerId.businessName}</td>
      <td className={cell}>{capitalise(product.category)}</td>
      <td className={cell}>{formatRupees(product.price)}</td>
      <td className={cell}>
        <span className="flex flex-wrap gap-1">
          <ActiveBadge active={product.isActive} />
          {product.featured ? <FeaturedBadge /> : null}
        </span>
        {!product.isActive && product.deactivationReason ? (
          <span className="mt-1 block text-xs text-stone-600">{`Reason: ${product.deactivationReason}`}</span>
        ) : null}
      </td>
      <td className={cell}>
        <span className="flex flex-wrap gap-2">
          <ProductFeatureButton product={product} />
          <Button
            size="sm"
            variant={product.isActive ? 'outline' : 'secondary'}
            aria-label={`${verb} ${product.name}`}
            disabled={toggle.busy}
            onClick={() => setAsking(true)}
          >
            {verb}
          </Button>
        </span>
        {asking ? (
          <ConfirmDialog
            title={`${verb} ${product.name}`}
            reason={
              product.isActive
                ? {
                    label: 'Reason',
                    requiredMessage: 'Please give the seller a reason',
                    hint: 'Shown to the seller on its dashboard and mailed to it',
                  }
                : undefined
            }
            confirmLabel={`${verb} product`}
            busy={toggle.busy}
            onConfirm={(reason) => toggle.run(reason, { onSettled: close })}
            onClose={close}
          >
            {product.isActive
              ? 'The product leaves the shop at once; its seller is told why.'
              : 'The product is back in the shop at once.'}
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}

/** Product Management: every product of every seller, filtered on the server, each with its toggles. */
export function AdminProductsTab() {
  const list = useAdminList('products', loadProducts, INITIAL);
  return (
    <ListCard
      title="Product Management"
      noun="products"
      controls={
        <>
          <SearchBox label="Search products" value={list.search} onChange={list.setSearch} />
          <FilterSelect
            label="Filter products by status"
            value={list.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.setFilter('status', status)}
          />
          <FilterSelect
            label="Filter products by category"
            value={list.filters.category}
            options={CATEGORY_OPTIONS}
            onChange={(category) => list.setFilter('category', category)}
          />
        </>
      }
      columns={['Product', 'Seller', 'Category', 'Price', 'Status', 'Actions']}
      rows={list.items.map((product) => (
        <ProductRow key={product._id} product={product} />
      ))}
      firstLoad={list.firstLoad}
      loading={list.loading}
      failed={list.failed}
      pagination={list.pagination}
      onPage={list.setPage}
    />
  );
}
