import { useState } from 'react';
import { CouponForm } from '@/components/coupons/coupon-form';
import { CouponList } from '@/components/coupons/coupon-list';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useAdminCouponMove, useAdminCoupons, useCreateAdminCoupon } from '../hooks/use-admin-coupons';

/**
 * Coupons: every coupon, the platform's (its discount paid by the platform, valid on every seller's products) and
 * the sellers' own, newest first, each paused, resumed or ended here; 'New coupon' creates a platform coupon.
 */
export function AdminCouponsTab() {
  const { coupons, loading, failed } = useAdminCoupons();
  const create = useCreateAdminCoupon();
  const move = useAdminCouponMove();
  const [creating, setCreating] = useState(false);
  const openForm = () => {
    create.reset();
    setCreating(true);
  };
  return (
    <section aria-labelledby="coupons-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coupons-heading" className="font-display text-xl font-bold text-stone-900">
          Coupons
        </h2>
        <Button size="sm" onClick={openForm}>
          New coupon
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        The platform pays the discount of its own coupons; a seller&apos;s coupon is paid by that seller and applies to
        its products only.
      </p>
      <FormNotice message={!creating && create.isSuccess ? `Coupon ${create.data.coupon.code} created` : null} />
      {loading ? <Spinner label="Loading..." /> : null}
      {failed ? <p className="text-sm text-stone-500">Could not load coupons. Please try again later.</p> : null}
      {!loading && !failed ? (
        <CouponList label="Coupons" coupons={coupons} showOwner move={move} empty="No coupons yet" />
      ) : null}
      {creating ? (
        <CouponForm
          title="New platform coupon"
          intro="The platform pays this coupon's discount. It applies to every seller's products, or to the categories ticked."
          create={create}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </section>
  );
}
