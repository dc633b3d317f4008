import { useState } from 'react';
import { CouponForm } from '@/components/coupons/coupon-form';
import { CouponList } from '@/components/coupons/coupon-list';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { useCreateSellerCoupon, useSellerCouponMove, useSellerCoupons } from '../hooks/use-seller-coupons';

/**
 * Coupons: the seller's own, newest first, valid on its products only and paid for by the seller; each paused,
 * resumed or ended here, and 'New coupon' creates one.
 */
export function SellerCouponsTab() {
  const { coupons, loading, failed, reload } = useSellerCoupons();
  const create = useCreateSellerCoupon();
  const move = useSellerCouponMove();
  const [creating, setCreating] = useState(false);
  const openForm = () => {
    create.reset();
    setCreating(true);
  };
  return (
    <section aria-labelledby="seller-coupons-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seller-coupons-heading" className="font-display text-xl font-bold text-stone-900">
          Coupons
        </h2>
        <Button size="sm" onClick={openForm}>
          New coupon
        </Button>
      </div>
      <p className="text-sm text-stone-600">Your coupons apply to your products only, and you pay their discount.</p>
      <FormNotice message={!creating && create.isSuccess ? `Coupon ${create.data.coupon.code} created` : null} />
      {loading ? <LoadingState label="Loading coupons..." /> : null}
      {failed ? (
        <div className="space-y-3">
          <FormAlert message="Could not load your coupons. Please try again." />
          <Button size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : null}
      {!loading && !failed ? (
        <CouponList label="Your coupons" coupons={coupons} move={move} empty="You have no coupons yet" />
      ) : null}
      {creating ? (
        <CouponForm
          title="New coupon"
          intro="Shoppers who enter its code get the discount on your products (or on those in the categories ticked); you pay it."
          create={create}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </section>
  );
}
