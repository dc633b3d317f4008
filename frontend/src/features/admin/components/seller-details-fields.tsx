import { SELLER_KYC_LABELS, type AdminSeller, type SellerHistoryEntry } from '@thindi/contracts';
import { formatDate } from '@/lib/format-date';
import type { ReactNode } from 'react';
import { SellerStatusBadge } from './status-badges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const KYC_NAMES: Record<string, string> = SELLER_KYC_LABELS;
const historyLine = ({ action, fields, at }: SellerHistoryEntry) =>
  action === 'resubmitted'
    ? `${formatDate(at)}: resubmitted for review`
    : `${formatDate(at)}: changed ${fields.map((f) => KYC_NAMES[f] ?? f).join(', ')}; verification started again`;

/** Other sellers registered with this PAN: one PAN is one business, so the admin checks before approving. */
function SamePanWarning({ sellers }: { sellers: NonNullable<AdminSeller['samePan']> }) {
  if (sellers.length === 0) return null;
  return (
    <div role="note" aria-label="Same PAN" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
      <p className="font-semibold text-amber-900">{`Same PAN as ${sellers.map((s) => s.businessName).join(', ')}`}</p>
      <p className="text-amber-900">
        Check that this is the same business (a second shop of one owner) before approving, or reject it.
      </p>
    </div>
  );
}

/**
 * What the admin checks before a verdict: business, owner, contact, address, bank (masked), status, and a warning
 * when another seller holds the same PAN.
 */
export function SellerDetailsFields({ seller }: { seller: AdminSeller }) {
  const { address, bankDetails } = seller;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-stone-600">Status</span>
        <SellerStatusBadge status={seller.status} />
      </div>
      <SamePanWarning sellers={seller.samePan ?? []} />
      {seller.rejectionReason ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {`Rejection reason: ${seller.rejectionReason}`}
        </p>
      ) : null}
      <Group title="Business">
        <Field label="Business name">{seller.businessName}</Field>
        <Field label="Business type">{capitalise(seller.businessType)}</Field>
        <Field label="PAN">{seller.panNumber}</Field>
        <Field label="GST">{seller.gstNumber || 'N/A'}</Field>
      </Group>
      <Group title="Contact">
        <Field label="Owner">{seller.ownerName}</Field>
        <Field label="Email">{seller.email}</Field>
        <Field label="Phone">{seller.phone}</Field>
        <Field label="Address">{`${address.street}, ${address.city}, ${address.state} - ${address.pincode}`}</Field>
      </Group>
      <Group title="Bank Details">
        <Field label="Account holder">{bankDetails.accountHolderName}</Field>
        <Field label="Bank">{bankDetails.bankName}</Field>
        <Field label="IFSC">{bankDetails.ifscCode}</Field>
        <Field label="Account number">{bankDetails.accountNumberLast4}</Field>
      </Group>
      {seller.history?.length ? (
        <section className="space-y-2">
          <h3 className="font-semibold text-stone-900">History</h3>
          <ul className="space-y-1 text-sm text-stone-700">
            {seller.history.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>{historyLine(entry)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
