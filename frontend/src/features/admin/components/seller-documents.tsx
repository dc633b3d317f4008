import type { AdminSeller, SellerDocumentField, SellerDocumentKind } from '@thindi/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { useAdminData } from '../hooks/admin-data';

const DOCUMENTS: ReadonlyArray<{ field: SellerDocumentField; kind: SellerDocumentKind; label: string }> = [
  { field: 'aadharCard', kind: 'aadhar', label: 'Aadhar Card' },
  { field: 'panCard', kind: 'pan', label: 'PAN Card' },
  { field: 'bankDocument', kind: 'bank', label: 'Bank Document' },
];

type Shown =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; url: string; image: boolean };

/**
 * The three KYC documents. 'View' fetches the file with the admin token (a plain link could not carry it) and
 * shows it through an object URL: an image previews in place, a PDF opens from a link in a new tab.
 */
export function SellerDocuments({ seller }: { seller: AdminSeller }) {
  const { readFailed } = useAdminData();
  const [shown, setShown] = useState<Partial<Record<SellerDocumentKind, Shown>>>({});
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const view = async (kind: SellerDocumentKind) => {
    setShown((s) => ({ ...s, [kind]: { state: 'loading' } }));
    try {
      const file = await adminApi.sellerDocument(seller._id, kind);
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      setShown((s) => ({ ...s, [kind]: { state: 'ready', url, image: file.type.startsWith('image/') } }));
    } catch (error) {
      readFailed(error);
      const message = errorMessage(error, 'Could not load the document');
      setShown((s) => ({ ...s, [kind]: { state: 'error', message } }));
    }
  };

  return (
    <ul className="space-y-3">
      {DOCUMENTS.map(({ field, kind, label }) => {
        const doc = shown[kind];
        return (
          <li key={kind} role="group" aria-label={label} className="rounded-xl border border-stone-200 p-3">
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium text-stone-800">{label}</span>
              {seller.documents[field] ? (
                <Button size="sm" variant="outline" disabled={doc?.state === 'loading'} onClick={() => void view(kind)}>
                  View
                </Button>
              ) : (
                <span className="text-sm text-stone-500">Not uploaded</span>
              )}
            </div>
            {doc?.state === 'error' ? <p className="mt-2 text-sm text-red-700">{doc.message}</p> : null}
            {doc?.state === 'ready' ? (
              <div className="mt-2 space-y-2">
                {doc.image ? (
                  <img src={doc.url} alt={`${label} preview`} className="max-h-64 w-full rounded-lg object-contain" />
                ) : null}
                <a
                  href={doc.url}
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
      })}
    </ul>
  );
}
