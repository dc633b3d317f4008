import { SELLER_DOCUMENT_FIELDS, type SellerDocumentField } from '@thindi/contracts';
import { sellerApi, type Seller } from '@/features/seller/api/seller.api';
import { DocumentField } from './document-field';
import { DOCUMENTS } from './seller-signup-model';

/** The documents the seller chose to replace, by field (the FSSAI certificate among them, from its own section). */
export type DocumentReplacements = Partial<Record<SellerDocumentField, File>>;

/**
 * Uploads each chosen document (checked by content and kept privately by the server, as at sign-up) and answers
 * their keys for the profile edit, or undefined when none was chosen.
 */
export async function uploadReplacements(
  chosen: DocumentReplacements,
  token: string | null,
): Promise<Partial<Record<SellerDocumentField, string>> | undefined> {
  const files = SELLER_DOCUMENT_FIELDS.flatMap((key) => (chosen[key] ? [[key, chosen[key]] as const] : []));
  if (!files.length) return undefined;
  const kept = await Promise.all(files.map(([field, file]) => sellerApi.uploadDocument(field, file, token)));
  return Object.fromEntries(kept.map(({ document }, i) => [files[i][0], document.key]));
}

interface SellerDocumentReplacementsProps {
  seller: Seller;
  chosen: DocumentReplacements;
  onChange: (chosen: DocumentReplacements) => void;
}

/** One optional upload per KYC document: a file chosen replaces the one given before when the profile is saved. */
export function SellerDocumentReplacements({ seller, chosen, onChange }: SellerDocumentReplacementsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-900">KYC Documents</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {DOCUMENTS.map(({ key, label }) => (
          <DocumentField
            key={key}
            label={`Replace ${label}`}
            required={false}
            showRequired={false}
            hint={seller.documents[key] ? `${label} uploaded; choose a file to replace it` : `No ${label} uploaded yet`}
            file={chosen[key]}
            onChange={(file) => onChange({ ...chosen, [key]: file })}
          />
        ))}
      </div>
    </fieldset>
  );
}
