import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerCatalogApi, type SellerProduct } from '../api/seller-catalog.api';
import { useProductSave } from '../hooks/use-product-save';
import { ProductFormFields } from './product-form-fields';
import {
  draftFrom,
  firstMessage,
  formMessages,
  productDraftSchema,
  type CheckedProductDraft,
  type ProductDraft,
} from './product-form-model';
import { ProductImagesField } from './product-images-field';

interface ProductModalProps {
  /** The product being edited, or null to add one. */
  product: SellerProduct | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const SUBMIT_LABEL = { uploading: 'Uploading images...', saving: 'Saving...' } as const;

/**
 * Add or Edit a product: busy while uploading images and while saving. The fields scroll; Save and Cancel, with
 * what stops the save, stay in the dialog's footer, in view on a laptop and on a phone.
 */
export function ProductModal({ product, onClose, onSaved }: ProductModalProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useForm<ProductDraft, unknown, CheckedProductDraft>({
    resolver: zodResolver(productDraftSchema),
    defaultValues: draftFrom(product),
  });
  const { control, register, handleSubmit, reset, getValues, setValue, formState } = form;
  // After a stale save the form shows the product as it is now: its current stock and version, ready for another
  // save; the images chosen meanwhile stay.
  const reload = useCallback(async () => {
    if (!product) return;
    const fresh = await queryClient
      .fetchQuery({
        queryKey: sellerKeys.product(product._id),
        queryFn: ({ signal }) => sellerCatalogApi.myProduct(product._id, signal),
        staleTime: 0,
      })
      .catch(() => null);
    if (fresh) reset({ ...draftFrom(fresh), pending: getValues('pending') }, { keepErrors: true });
  }, [product, queryClient, reset, getValues]);
  const { busy, error, save } = useProductSave(product?._id, onSaved, reload);
  const working = busy !== 'idle';
  const title = product ? 'Edit Product' : 'Add Product';

  const submit = handleSubmit((draft) => (working ? undefined : save(draft)));
  const problem = firstMessage(formMessages(formState.errors));
  const [images, pending] = useWatch({ control, name: ['images', 'pending'] });
  const checkAgain = { shouldValidate: formState.isSubmitted };

  return (
    // Focus starts on the first field; while uploading or saving, Escape and Close wait.
    <Dialog
      open
      onClose={onClose}
      title={title}
      variant="centred"
      dismissible={!working}
      initialFocus="input, textarea"
      footer={
        <div className="space-y-3">
          <FormAlert message={problem ?? error} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={working} aria-busy={working}>
              {busy === 'idle' ? (product ? 'Update Product' : 'Add Product') : SUBMIT_LABEL[busy]}
            </Button>
          </div>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={`${title} form`}
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
      >
        <ProductFormFields
          control={control}
          register={register}
          setValue={setValue}
          packNotes={product?.packNotes ?? []}
        />
        <ProductImagesField
          saved={images}
          pending={pending}
          disabled={working}
          onRemoveSaved={(url) =>
            setValue(
              'images',
              images.filter((i) => i !== url),
              checkAgain,
            )
          }
          onChangePending={(next) => setValue('pending', next, checkAgain)}
        />
      </form>
    </Dialog>
  );
}
