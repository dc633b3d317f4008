import type { SellerProduct } from '@thindi/contracts';
import { Button } from '@/components/ui/button';
import { adminApi } from '../api/admin.api';
import { useAdminAction } from '../hooks/use-admin-action';

/**
 * Features the product on the storefront or stops featuring it, in one click: nothing leaves the shop, so there
 * is nothing to confirm. Only an admin decides this; a seller's saves leave it as it is.
 */
export function ProductFeatureButton({ product }: { product: SellerProduct }) {
  const feature = useAdminAction(
    ['feature-product', product._id],
    () => adminApi.featureProduct(product._id, !product.featured),
    'Failed to change whether the product is featured',
  );
  const verb = product.featured ? 'Unfeature' : 'Feature';
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`${verb} ${product.name}`}
      disabled={feature.busy}
      onClick={() => feature.run()}
    >
      {verb}
    </Button>
  );
}
