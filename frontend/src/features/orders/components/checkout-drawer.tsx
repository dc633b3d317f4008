import type { AddressInput, CartCoupon, ShippingAddress } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePublicConfig } from '@/lib/use-public-config';
import type { CheckoutLine } from '../hooks/checkout-line';
import {
  CHECKOUT_STEPS,
  checkoutFormSchema,
  EMPTY_SHIPPING,
  type CheckoutForm,
  type CheckoutValues,
  type ShippingProfile,
} from '../hooks/checkout-model';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CheckoutConfirmation } from './checkout-confirmation';
import { CheckoutConsent, CONSENT_REQUIRED_MESSAGE, TERMS_UNREAD_MESSAGE } from './checkout-consent';
import { CheckoutOutcomeNotice } from './checkout-outcome-notice';
import { ShippingStep } from './checkout-shipping-step';
import { PaymentStep } from './checkout-payment-step';
import { ReviewStep } from './checkout-review-step';
import { CheckoutSummary } from './checkout-summary';

interface CheckoutDrawerProps {
  open: boolean;
  onClose: () => void;
  /**
   * The lines ordered (the cart's, or the one product of a Buy Now, with their GST rates), the customer's saved
   * addresses and what placing empties: the app wires them.
   */
  items: readonly CheckoutLine[];
  savedAddresses: (AddressInput & { id: string })[];
  onPlaced: () => void;
  /** Buy Now: the order is sent with `keepCart`, so the cart keeps every line of its own. */
  keepCart?: boolean;
  /** The signed-in shopper's name and phone, which the shipping step starts from. */
  profile?: ShippingProfile | null;
  /** Saves a new address typed at checkout to the account ('Save this address'), once the order is placed. */
  onSaveAddress?: (address: ShippingAddress) => void;
  /** The cart's coupon: sent with the order while it applies (not with Buy Now, which orders outside the cart). */
  coupon?: CartCoupon | null;
}

/** Shipping, Payment, Review, then what the placed order needs (or 'Order Confirmed!'). */
export function CheckoutDrawer(props: CheckoutDrawerProps) {
  const { open, onClose, items, savedAddresses, onPlaced, keepCart, profile, onSaveAddress } = props;
  const coupon = keepCart ? null : (props.coupon ?? null);
  const [step, setStep] = useState(0);
  // The checked values Review shows and Place Order sends.
  const [reviewed, setReviewed] = useState<CheckoutValues | null>(null);
  const form = useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { shippingAddress: EMPTY_SHIPPING, paymentMethod: 'cod' },
  });
  // Once the order is placed, the reviewed address joins the account when 'Save this address' was ticked.
  const placement = usePlaceOrder(
    items,
    () => {
      onPlaced();
      if (reviewed?.saveAddress) onSaveAddress?.(reviewed.shippingAddress);
    },
    { keepCart, couponCode: coupon && !coupon.problem ? coupon.code : undefined },
  );
  const { prepare, place, placing, order, reset } = placement;
  const policyVersion = usePublicConfig().data?.policyVersion;
  // Unticked until the shopper ticks it: consent is given, never assumed, and to one version. When the version in
  // force changes (an order refused with ORDER.POLICY_CHANGED reads it again) the box is unticked.
  const [agreedTo, setAgreedTo] = useState<string | null>(null);
  const agreed = agreedTo !== null && agreedTo === (policyVersion ?? '');
  const [consentError, setConsentError] = useState<string | null>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  const close = () => {
    if (order) {
      reset();
      setStep(0);
    }
    onClose();
  };

  // Shipping checks only the address (focusing the first bad field); Payment hands the checked values on.
  const next = async () => {
    if (step === 0) {
      if (await form.trigger('shippingAddress', { shouldFocus: true })) setStep(1);
      return;
    }
    await form.handleSubmit((values) => {
      prepare(values);
      setReviewed(values);
      setStep(2);
    })();
  };

  // Nothing is sent until the box is ticked and the version agreed to is known.
  const placeReviewed = () => {
    if (!reviewed) return;
    if (agreed && policyVersion) {
      setConsentError(null);
      place({ ...reviewed, consent: { policyVersion } });
      return;
    }
    setConsentError(agreed ? TERMS_UNREAD_MESSAGE : CONSENT_REQUIRED_MESSAGE);
    consentBox.current?.focus();
  };

  const agree = (ticked: boolean) => {
    setAgreedTo(ticked ? (policyVersion ?? '') : null);
    if (ticked) setConsentError(null);
  };

  if (order) {
    return (
      <Dialog open={open} onClose={close} title="Checkout" closeLabel="Close checkout">
        <CheckoutConfirmation order={order} onClose={close} />
      </Dialog>
    );
  }

  const footer = (
    <div className="flex gap-2">
      {step > 0 ? (
        <Button variant="outline" aria-label="Back" onClick={() => setStep((s) => s - 1)} disabled={placing}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : null}
      {step < 2 ? (
        <Button className="flex-1" onClick={() => void next()}>
          Continue
        </Button>
      ) : (
        <Button className="flex-1" disabled={placing} onClick={placeReviewed}>
          {placing ? 'Placing Order...' : 'Place Order'}
        </Button>
      )}
    </div>
  );

  return (
    <Dialog open={open} onClose={close} title="Checkout" closeLabel="Close checkout" footer={footer}>
      <div className="space-y-4">
        <ol className="flex gap-2 text-sm" aria-label="Checkout steps">
          {CHECKOUT_STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index === step ? 'step' : undefined}
              className={index <= step ? 'font-semibold text-amber-800' : 'text-stone-500'}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        <CheckoutOutcomeNotice
          confirming={placement.confirming}
          unconfirmed={placement.unconfirmed}
          error={placement.error}
          onOpenOrders={onClose}
        />
        {step === 0 ? <ShippingStep control={form.control} saved={savedAddresses} profile={profile} /> : null}
        {step === 1 ? (
          <Controller
            control={form.control}
            name="paymentMethod"
            render={({ field }) => <PaymentStep method={field.value ?? 'cod'} onChange={field.onChange} />}
          />
        ) : null}
        {step === 2 && reviewed ? (
          <ReviewStep items={items} address={reviewed.shippingAddress} method={reviewed.paymentMethod} />
        ) : null}
        <CheckoutSummary
          lines={items}
          pincode={reviewed?.shippingAddress.pincode}
          method={reviewed?.paymentMethod}
          coupon={coupon}
        />
        {step === 2 && reviewed ? (
          <CheckoutConsent
            policyVersion={policyVersion}
            agreed={agreed}
            onChange={agree}
            error={consentError}
            boxRef={consentBox}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
