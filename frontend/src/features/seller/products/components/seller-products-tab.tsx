import Plus from 'lucide-react/icons/plus';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingState } from '@/components/ui/loading-state';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import type { SellerProduct, SellerProductPage } from '../api/seller-catalog.api';
import { useSellerProducts } from '../hooks/use-seller-products';
import { CatalogFileActions } from './catalog-file-actions';
import { SellerProductsTable } from './seller-products-table';
import { NOT_ON_SALE } from './stock-badge';

interface SellerProductsTabProps {
  /** Whether the seller's account is approved: until then no product is on sale. */
  onSale: boolean;
  onAdd: () => void;
  onEdit: (product: SellerProduct) => void;
  onDelete: (product: SellerProduct) => void;
}

const EMPTY_CLASSES = 'rounded-2xl border border-dashed border-amber-200 bg-white p-8 text-center text-stone-600';

const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/** A search that found nothing says what was searched, apart from a seller with no products at all. */
function EmptyProducts({ search }: { search: string }) {
  return <p className={EMPTY_CLASSES}>{search ? `No products match “${search}”.` : 'No products yet'}</p>;
}

interface ProductsPageProps extends Omit<SellerProductsTabProps, 'onAdd'> {
  page: SellerProductPage;
  busy: boolean;
  onPage: (page: number) => void;
}

/** The page of rows, or why there are none, with the pagination when there is more than one page. */
function ProductsPage({ page, busy, onPage, ...rest }: ProductsPageProps) {
  if (page.products.length === 0) return <EmptyProducts search={page.search} />;
  return (
    <>
      <SellerProductsTable products={page.products} busy={busy} {...rest} />
      {page.pagination.totalPages > 1 ? (
        <ListPagination label="Products pages" pagination={page.pagination} onPage={onPage} />
      ) : null}
    </>
  );
}

/** Why a seller's products are not in the store yet, above the list that would otherwise look live. */
function NotOnSaleBanner() {
  return (
    <div
      role="note"
      aria-label={NOT_ON_SALE}
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p className="font-semibold">{NOT_ON_SALE}</p>
      <p className="text-sm">
        Shoppers cannot see or buy your products yet. Keep adding them: they go on sale as soon as an admin approves
        your account.
      </p>
    </div>
  );
}

/**
 * The seller's own products, every state, with edit and delete: searched by name and paged on the server, so a
 * seller with thousands of products still gets a quick, complete list; the whole catalogue goes out and comes back
 * as a CSV file. Until the account is approved, a banner and
 * each product's status say that nothing is on sale.
 */
export function SellerProductsTab({ onAdd, ...rest }: SellerProductsTabProps) {
  const list = useSellerProducts();
  const { total } = list.page.pagination;
  return (
    <section aria-labelledby="products-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="products-heading" className="font-display text-xl font-bold text-stone-900">
          Products
        </h2>
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Product
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <input
          type="search"
          aria-label="Search your products"
          placeholder="Search your products..."
          className={cx(INPUT_CLASSES, 'sm:max-w-xs')}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
        />
        <p aria-live="polite" className="text-sm text-stone-600">
          {list.firstLoad || total === 0 ? '' : countText(total)}
        </p>
      </div>
      <CatalogFileActions />
      {rest.onSale ? null : <NotOnSaleBanner />}
      {list.firstLoad ? (
        <LoadingState label="Loading products..." />
      ) : (
        <ProductsPage page={list.page} busy={list.loading} onPage={list.setPage} {...rest} />
      )}
    </section>
  );
}
