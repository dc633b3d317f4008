import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { sellerCatalogApi } from '../api/seller-catalog.api';
import {
  missingRequired,
  NO_IMAGE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SAVE_FAILED_MESSAGE,
  SAVED_MESSAGE,
  toPayload,
  UPLOAD_FAILED_MESSAGE,
  type ProductDraft,
} from '../components/product-form-model';

export type SaveBusy = 'idle' | 'uploading' | 'saving';

/**
 * The product form's save: check the required fields and images, upload the new images, then POST or PUT.
 * `onSaved` receives the success text; any failure stays in the form as `error`. A 409 on an edit means the
 * product changed since the form was filled (an order took stock): `onStale` reloads it before the seller retries.
 */
export function useProductSave(
  productId: string | undefined,
  onSaved: (message: string) => void,
  onStale?: () => Promise<void>,
) {
  const [busy, setBusy] = useState<SaveBusy>('idle');
  const [error, setError] = useState<string | null>(null);
  // Files already uploaded by an earlier attempt whose save failed: a retry does not upload them again.
  const uploadedRef = useRef(new Map<File, string>());

  const save = async (draft: ProductDraft, newFiles: readonly File[]) => {
    if (missingRequired(draft)) return setError(REQUIRED_FIELDS_MESSAGE);
    if (draft.images.length + newFiles.length === 0) return setError(NO_IMAGE_MESSAGE);
    setError(null);
    const known = uploadedRef.current;
    const toUpload = newFiles.filter((file) => !known.has(file));
    if (toUpload.length > 0) {
      setBusy('uploading');
      try {
        const uploaded = await sellerCatalogApi.uploadImages(toUpload);
        if (uploaded.length !== toUpload.length) throw new Error('Not every image came back');
        toUpload.forEach((file, i) => known.set(file, uploaded[i].url));
      } catch {
        setBusy('idle');
        return setError(UPLOAD_FAILED_MESSAGE);
      }
    }
    const images = [...draft.images, ...newFiles.map((file) => known.get(file) ?? '')].filter(Boolean);
    setBusy('saving');
    try {
      const body = await sellerCatalogApi.save(toPayload(draft, images), productId);
      setBusy('idle');
      onSaved(body.message || SAVED_MESSAGE);
    } catch (failure) {
      if (productId && failure instanceof ApiError && failure.status === 409) await onStale?.();
      setBusy('idle');
      setError(errorMessage(failure, SAVE_FAILED_MESSAGE));
    }
  };

  return { busy, error, save };
}
