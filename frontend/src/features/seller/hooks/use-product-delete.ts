import { errorMessage } from '@/lib/api-client';
import { sellerCatalogApi, type SellerProduct } from '../api/seller-catalog.api';
import { DELETE_CONFIRM, DELETE_FAILED_MESSAGE, DELETED_MESSAGE } from '../components/product-form-model';

interface DeleteOutcome {
  onDeleted: (message: string) => void;
  onFailed: (message: string) => void;
}

/** Deleting asks first (spec section 5); the outcome is reported as a success or failure text. */
export function useProductDelete({ onDeleted, onFailed }: DeleteOutcome) {
  return async (product: SellerProduct) => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    try {
      const body = await sellerCatalogApi.remove(product._id);
      onDeleted(body.message || DELETED_MESSAGE);
    } catch (error) {
      onFailed(errorMessage(error, DELETE_FAILED_MESSAGE));
    }
  };
}
