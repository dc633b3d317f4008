import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { sellerCatalogApi, type SellerProduct } from '../api/seller-catalog.api';
import { useProductSave } from '../hooks/use-product-save';
import { ProductFormFields } from './product-form-fields';
import { draftFrom, type ProductDraft } from './product-form-model';
import { ProductImagesField, type PendingImage } from './product-images-field';

interface ProductModalProps {
  /** The product being edited, or null to add one. */
  product: SellerProduct | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const SUBMIT_LABEL = { uploading: 'Uploading images...', saving: 'Saving...' } as const;

/** Add or Edit a product (spec sections 2 and 5): busy while uploading images and while saving. */
export function ProductModal({ product, onClose, onSaved }: ProductModalProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => draftFrom(product));
  const [pending, setPending] = useState<PendingImage[]>([]);
  // After a 409 the form shows the product as it is now: its current stock and version, ready for another save.
  const reload = useCallback(async () => {
    if (!product) return;
    const fresh = await sellerCatalogApi.myProduct(product._id).catch(() => null);
    if (fresh) setDraft(draftFrom(fresh));
  }, [product]);
  const { busy, error, save } = useProductSave(product?._id, onSaved, reload);
  const working = busy !== 'idle';
  const title = product ? 'Edit Product' : 'Add Product';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!working)
      void save(
        draft,
        pending.map((p) => p.file),
      );
  };

  return (
    // Focus starts on the first field; while uploading or saving, Escape and Close wait.
    <Dialog
      open
      onClose={onClose}
      title={title}
      variant="centred"
      dismissible={!working}
      initialFocus="input, textarea"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={error} />
        <ProductFormFields draft={draft} onChange={(next) => setDraft((d) => ({ ...d, ...next }))} />
        <ProductImagesField
          saved={draft.images}
          pending={pending}
          disabled={working}
          onRemoveSaved={(url) => setDraft((d) => ({ ...d, images: d.images.filter((i) => i !== url) }))}
          onChangePending={setPending}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose} disabled={working}>
            Cancel
          </Button>
          <Button type="submit" disabled={working} aria-busy={working}>
            {busy === 'idle' ? (product ? 'Update Product' : 'Add Product') : SUBMIT_LABEL[busy]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
