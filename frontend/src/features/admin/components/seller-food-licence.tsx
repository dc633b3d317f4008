import { FSSAI_KIND_LABELS, type AdminSeller, type FoodLicence, type FoodLicenceStatus } from '@thindi/contracts';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format-date';

const STATUS: Record<FoodLicenceStatus, { label: string; colours: string }> = {
  missing: { label: 'Not given', colours: 'bg-red-100 text-red-900' },
  pending: { label: 'Waiting for verification', colours: 'bg-yellow-100 text-yellow-900' },
  verified: { label: 'Verified', colours: 'bg-green-100 text-green-900' },
  expiring: { label: 'Verified, lapsing soon', colours: 'bg-amber-100 text-amber-900' },
  lapsed: { label: 'Lapsed', colours: 'bg-red-100 text-red-900' },
};

export function FoodLicenceBadge({ status }: { status: FoodLicenceStatus }) {
  const badge = STATUS[status];
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.colours)}>
      {badge.label}
    </span>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** While a changed licence waits, the verified one it replaces: it counts until its own date (decision 035). */
function VerifiedWhileWaiting({ licence }: { licence: FoodLicence }) {
  const verified = licence.verified;
  if (!verified || licence.verifiedAt) return null;
  const until = formatDate(verified.validUntil);
  return (
    <p className="text-sm text-stone-700">
      {licence.status === 'lapsed'
        ? `The verified licence ${verified.number} lapsed on ${until}: the seller's products are not sold until this one is verified`
        : `The verified licence ${verified.number} counts until ${until} meanwhile`}
    </p>
  );
}

/**
 * The seller's FSSAI licence as the admin checks it against the certificate (listed with the documents): number,
 * kind, valid until, where it stands, the verified licence still counting while a changed one waits, and until when
 * a seller approved before licences sells without one.
 */
export function SellerFoodLicence({ seller }: { seller: AdminSeller }) {
  const licence = seller.foodLicence;
  return (
    <section aria-label="FSSAI licence" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-stone-900">FSSAI licence</h3>
        <FoodLicenceBadge status={licence.status} />
      </div>
      {licence.number ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Number">{licence.number}</Field>
          <Field label="Kind">{licence.kind ? FSSAI_KIND_LABELS[licence.kind] : 'N/A'}</Field>
          <Field label="Valid until">{licence.validUntil ? formatDate(licence.validUntil) : 'N/A'}</Field>
          <Field label="Verified on">{licence.verifiedAt ? formatDate(licence.verifiedAt) : 'Not yet'}</Field>
        </dl>
      ) : (
        <p className="text-sm text-stone-700">
          The seller has not given an FSSAI licence: it cannot be approved until it does.
        </p>
      )}
      <VerifiedWhileWaiting licence={licence} />
      {licence.graceEndsAt && licence.status !== 'verified' ? (
        <p className="text-sm text-stone-700">{`Sells without a verified licence until ${formatDate(licence.graceEndsAt)}`}</p>
      ) : null}
    </section>
  );
}
