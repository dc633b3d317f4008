import { SELLER_KYC_LABELS, type SellerHistoryEntry } from '@thindi/contracts';
import { formatDateTime } from '@/lib/format-date';
import { useReviewHistory } from '../hooks/use-review-history';

const KYC_NAMES: Record<string, string> = SELLER_KYC_LABELS;

function whatHappened({ action, fields }: SellerHistoryEntry): string {
  if (action === 'rejected') return 'Application not approved';
  if (action === 'approved') return 'Application approved';
  if (action === 'resubmitted') return 'Resubmitted for review';
  return `Changed ${fields.map((f) => KYC_NAMES[f] ?? f).join(', ')}; verification started again`;
}

/** The review history of the seller's application, newest first: each rejection with its reason. */
export function SellerReviewHistory() {
  const { history } = useReviewHistory();
  if (!history.length) return null;
  return (
    <section
      aria-labelledby="review-history-heading"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="review-history-heading" className="font-display text-xl font-bold text-stone-900">
        Review History
      </h2>
      <ol className="space-y-2 text-sm text-stone-700">
        {history.map((entry) => (
          <li key={`${entry.action}-${entry.at}`}>
            <time dateTime={entry.at} className="font-medium text-stone-900">
              {formatDateTime(entry.at)}
            </time>
            {`: ${whatHappened(entry)}`}
            {entry.reason ? <p className="text-stone-600">{`Reason: ${entry.reason}`}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
