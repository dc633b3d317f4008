import { formatRupees } from '@thindi/contracts';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ProductSummary } from '@/components/ui/product-summary';
import type { SellerProduct } from '../api/seller-catalog.api';
import { FoodFactsNote } from './food-facts-note';
import { PackStock, ProductStatus } from './stock-badge';

const HEADINGS = ['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions'];

function ProductRow({
  product,
  onSale,
  onEdit,
  onDelete,
}: {
  product: SellerProduct;
  onSale: boolean;
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
      <td className="px-4 py-3">
        <PackStock variants={product.variants} />
      </td>
      <td className="px-4 py-3">
        <ProductStatus product={product} onSale={onSale} />
        <FoodFactsNote product={product} />
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
  /** Whether the seller's account is approved: until then no product is on sale, whatever its stock. */
  onSale: boolean;
  /** A newer page is on its way: the rows shown are about to change. */
  busy: boolean;
  onEdit: (product: SellerProduct) => void;
  onDelete: (product: SellerProduct) => void;
}

/** The Products tab's table: product, category, price, stock, status and actions; cards on a phone. */
export function SellerProductsTable({ products, onSale, busy, onEdit, onDelete }: SellerProductsTableProps) {
  return (
    <DataTable
      busy={busy}
      columns={HEADINGS}
      className="sm:rounded-2xl sm:border sm:border-stone-200 sm:bg-white"
      rows={products.map((product) => (
        <ProductRow
          key={product._id}
          product={product}
          onSale={onSale}
          onEdit={() => onEdit(product)}
          onDelete={() => onDelete(product)}
        />
      ))}
    />
  );
}
