import type { AdminSeller, SellerDocumentField, SellerDocumentKind } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { adminKeys } from '../api/admin-keys';

const DOCUMENTS: ReadonlyArray<{ field: SellerDocumentField; kind: SellerDocumentKind; label: string }> = [
  { field: 'aadharCard', kind: 'aadhar', label: 'Aadhar Card' },
  { field: 'panCard', kind: 'pan', label: 'PAN Card' },
  { field: 'bankDocument', kind: 'bank', label: 'Bank Document' },
  { field: 'fssaiCertificate', kind: 'fssai', label: 'FSSAI Certificate' },
];

/** An object URL for a fetched file, given back to the browser when the file changes or the row goes. */
function useObjectUrl(file: Blob | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

interface DocumentRowProps {
  seller: AdminSeller;
  field: SellerDocumentField;
  kind: SellerDocumentKind;
  label: string;
}

/**
 * One KYC document. 'View' fetches the file with the admin token (a plain link could not carry it) and shows it
 * through an object URL: an image previews in place, a PDF opens from a link in a new tab. The server logs each
 * view, so the file is read once when asked for, never again in the background.
 */
function DocumentRow({ seller, field, kind, label }: DocumentRowProps) {
  const [asked, setAsked] = useState(false);
  const file = useQuery({
    queryKey: adminKeys.document(seller._id, kind),
    queryFn: ({ signal }) => adminApi.sellerDocument(seller._id, kind, signal),
    enabled: asked,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const url = useObjectUrl(file.data);
  return (
    <li role="group" aria-label={label} className="rounded-xl border border-stone-200 p-3">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium text-stone-800">{label}</span>
        {seller.documents[field] === true ? (
          <Button size="sm" variant="outline" disabled={file.isFetching} onClick={() => setAsked(true)}>
            View
          </Button>
        ) : (
          <span className="text-sm text-stone-500">Not uploaded</span>
        )}
      </div>
      {file.isError ? (
        <p className="mt-2 text-sm text-red-700">{errorMessage(file.error, 'Could not load the document')}</p>
      ) : null}
      {url && file.data ? (
        <div className="mt-2 space-y-2">
          {file.data.type.startsWith('image/') ? (
            <img src={url} alt={`${label} preview`} className="max-h-64 w-full rounded-lg object-contain" />
          ) : null}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-amber-800 underline"
          >
            {`Open ${label}`}
          </a>
        </div>
      ) : null}
    </li>
  );
}

/** The three KYC documents of a seller, and its FSSAI certificate. */
export function SellerDocuments({ seller }: { seller: AdminSeller }) {
  return (
    <ul className="space-y-3">
      {DOCUMENTS.map((doc) => (
        <DocumentRow key={doc.kind} seller={seller} {...doc} />
      ))}
    </ul>
  );
}
