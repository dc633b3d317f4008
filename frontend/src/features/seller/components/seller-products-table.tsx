import { formatRupees } from '@thindi/contracts';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '@/components/ui/button';
import { ProductSummary } from '@/components/ui/product-summary';
import type { SellerProduct } from '../api/seller-catalog.api';
import { StockBadge } from './stock-badge';

const HEADINGS = ['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions'];

function ProductRow({
  product,
  onEdit,
  onDelete,
}: {
  product: SellerProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className="border-t border-stone-100">
      <td className="px-4 py-3">
        <ProductSummary product={product} />
      </td>
      <td className="px-4 py-3 capitalize">{product.category}</td>
      <td className="px-4 py-3">{formatRupees(product.price)}</td>
      <td className="px-4 py-3">{product.stockQuantity}</td>
      <td className="px-4 py-3">
        <StockBadge inStock={product.inStock} />
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${product.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${product.name}`}>
            <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

interface SellerProductsTableProps {
  products: SellerProduct[];
  /** A newer page is on its way: the rows shown are about to change. */
  busy: boolean;
  onEdit: (product: SellerProduct) => void;
  onDelete: (product: SellerProduct) => void;
}

/** The Products tab's table: the spec's columns (section 2), one page of rows. */
export function SellerProductsTable({ products, busy, onEdit, onDelete }: SellerProductsTableProps) {
  return (
    <div aria-busy={busy} className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm text-stone-800">
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow
              key={product._id}
              product={product}
              onEdit={() => onEdit(product)}
              onDelete={() => onDelete(product)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
