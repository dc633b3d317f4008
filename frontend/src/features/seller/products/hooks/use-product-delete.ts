import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerCatalogApi, type SellerProduct } from '../api/seller-catalog.api';
import { DELETE_FAILED_MESSAGE, DELETED_MESSAGE } from '../components/product-form-model';

interface DeleteOutcome {
  onDeleted: (message: string) => void;
  onFailed: (message: string) => void;
}

/**
 * Deleting asks first (docs/product.md, Sellers > Seller products), in the page's dialog: `ask` opens it for a product, `confirm` deletes it;
 * the outcome is reported as a success or failure text.
 */
export function useProductDelete({ onDeleted, onFailed }: DeleteOutcome) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<SellerProduct | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (product: SellerProduct) => sellerCatalogApi.remove(product._id),
    onSuccess: (body) => {
      void queryClient.invalidateQueries({ queryKey: sellerKeys.products() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
      onDeleted(body.message || DELETED_MESSAGE);
    },
    onError: (error) => onFailed(errorMessage(error, DELETE_FAILED_MESSAGE)),
  });
  return {
    asking,
    busy: isPending,
    ask: (product: SellerProduct) => setAsking(product),
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking) mutate(asking, { onSettled: () => setAsking(null) });
    },
  };
}
