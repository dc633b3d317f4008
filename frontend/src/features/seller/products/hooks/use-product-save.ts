import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { isProductChanged, sellerCatalogApi, type ProductPayload } from '../api/seller-catalog.api';
import {
  SAVE_FAILED_MESSAGE,
  SAVED_MESSAGE,
  toPayload,
  UPLOAD_FAILED_MESSAGE,
  type CheckedProductDraft,
} from '../components/product-form-model';

export type SaveBusy = 'idle' | 'uploading' | 'saving';

/** Refusals a plain retry would not get past (an image too large in pixels, too many uploads): the server says why. */
const TOLD_UPLOAD_REFUSALS: readonly string[] = ['MEDIA.IMAGE_TOO_LARGE', 'REQUEST.RATE_LIMITED'];
const uploadFailure = (error: unknown): string =>
  error instanceof ApiError && error.code && TOLD_UPLOAD_REFUSALS.includes(error.code)
    ? errorMessage(error, UPLOAD_FAILED_MESSAGE)
    : UPLOAD_FAILED_MESSAGE;

/**
 * The product form's save, once the form's rules passed: upload the new images, then POST or PUT. `onSaved`
 * receives the success text and products, stats and orders are read again; any failure stays in the form as
 * `error`. A stale version on an edit (the product changed since the form was filled, e.g. an order took stock)
 * calls `onStale` to reload it before the seller retries.
 */
export function useProductSave(
  productId: string | undefined,
  onSaved: (message: string) => void,
  onStale?: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  // Files already uploaded by an earlier attempt whose save failed: a retry does not upload them again.
  const uploadedRef = useRef(new Map<File, string>());

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const urls = await sellerCatalogApi.uploadImages(files);
      if (urls.length !== files.length) throw new Error('Not every image came back');
      files.forEach((file, i) => uploadedRef.current.set(file, urls[i]));
    },
  });
  const write = useMutation({
    mutationFn: (payload: ProductPayload) => sellerCatalogApi.save(payload, productId),
    onSuccess: (body) => {
      for (const key of [sellerKeys.products(), sellerKeys.stats(), sellerKeys.orders()])
        void queryClient.invalidateQueries({ queryKey: key });
      onSaved(body.message || SAVED_MESSAGE);
    },
    onError: async (failure) => {
      if (productId && isProductChanged(failure)) await onStale?.();
    },
  });

  const save = async (draft: CheckedProductDraft) => {
    upload.reset();
    write.reset();
    const files = draft.pending.map((p) => p.file);
    const known = uploadedRef.current;
    const toUpload = files.filter((file) => !known.has(file));
    if (
      toUpload.length > 0 &&
      !(await upload.mutateAsync(toUpload).then(
        () => true,
        () => false,
      ))
    )
      return;
    const uploaded = files.map((file) => known.get(file) ?? '').filter(Boolean);
    await write.mutateAsync(toPayload(draft, uploaded)).catch(() => undefined);
  };

  const busy: SaveBusy = upload.isPending ? 'uploading' : write.isPending ? 'saving' : 'idle';
  let error: string | null = null;
  if (upload.isError) error = uploadFailure(upload.error);
  else if (write.isError) error = errorMessage(write.error, SAVE_FAILED_MESSAGE);
  return { busy, error, save };
}
