import type { Issue } from '@thindi/contracts';
import { ProductImage } from '@/components/ui/product-image';
import { issuePhotoSrc } from './issue-text';

/** What the shopper reported: the items and how many (none for a complaint), their words (as text) and their photos. */
export function IssueReportDetails({ issue }: { issue: Pick<Issue, 'lines' | 'description' | 'photos'> }) {
  return (
    <>
      {issue.lines.length > 0 ? (
        <ul aria-label="Items" className="list-disc pl-5 text-sm">
          {issue.lines.map((line) => (
            <li key={`${line.productId}-${line.variantId ?? ''}`}>
              {`${line.name}${line.packLabel ? ` · ${line.packLabel}` : ''} × ${line.quantity}`}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="whitespace-pre-line break-words text-sm text-stone-800">{issue.description}</p>
      {issue.photos.length > 0 ? (
        <ul aria-label="Photos" className="flex flex-wrap gap-3">
          {issue.photos.map((photo, i) => (
            <li key={photo} className="h-24 w-24 overflow-hidden rounded-lg border border-stone-200">
              <ProductImage src={issuePhotoSrc(photo)} alt={`Photo ${i + 1}`} className="h-full w-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** 'Overdue': past its date to be acknowledged unanswered, or to be resolved unsettled. */
export function OverdueBadge({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Overdue</span>;
}
