import type { AddressInput, ShippingAddress } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCircle from 'lucide-react/icons/circle-check';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { MoneyLines } from '@/components/money/money-lines';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { orderMoney } from '@/lib/money-summary';
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
import { ShippingStep } from './checkout-shipping-step';
import { PaymentStep } from './checkout-payment-step';
import { ReviewStep } from './checkout-review-step';
import { CheckoutSummary } from './checkout-summary';
import { UpiPaymentPanel } from './upi-payment-panel';

interface CheckoutDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The cart's lines (with their GST rates), the customer's saved addresses and what placing empties: the app wires them. */
  items: readonly CheckoutLine[];
  savedAddresses: (AddressInput & { id: string })[];
  onPlaced: () => void;
  /** The signed-in shopper's name and phone, which the shipping step starts from. */
  profile?: ShippingProfile | null;
  /** Saves a new address typed at checkout to the account ('Save this address'), once the order is placed. */
  onSaveAddress?: (address: ShippingAddress) => void;
}

/** Spec sections 2 and 4: Shipping, Payment, Review, then 'Order Confirmed!'. */
export function CheckoutDrawer(props: CheckoutDrawerProps) {
  const { open, onClose, items, savedAddresses, onPlaced, profile, onSaveAddress } = props;
  const [step, setStep] = useState(0);
  // The checked values Review shows and Place Order sends.
  const [reviewed, setReviewed] = useState<CheckoutValues | null>(null);
  const form = useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { shippingAddress: EMPTY_SHIPPING, paymentMethod: 'cod' },
  });
  // Once the order is placed, the reviewed address joins the account when 'Save this address' was ticked.
  const { prepare, place, placing, error, order, reset } = usePlaceOrder(items, () => {
    onPlaced();
    if (reviewed?.saveAddress) onSaveAddress?.(reviewed.shippingAddress);
  });

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

  if (order) {
    return (
      <Dialog open={open} onClose={close} title="Checkout" closeLabel="Close checkout">
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <CheckCircle className="h-16 w-16 text-green-700" aria-hidden="true" />
          <h3 className="font-display text-2xl font-bold text-stone-900">Order Confirmed!</h3>
          <p className="text-stone-700">
            Order number: <strong data-testid="order-number">{order.orderNumber}</strong>
          </p>
          <p className="text-sm text-stone-600">
            You will receive an email confirmation shortly with tracking details.
          </p>
          <section aria-label="Order Summary" className="w-full max-w-sm text-left">
            <MoneyLines money={orderMoney(order)} testIdPrefix="confirmed" />
          </section>
          <UpiPaymentPanel order={order} />
          <Link to="/orders" onClick={close} className="font-semibold text-amber-800 underline">
            View My Orders
          </Link>
          <Button onClick={close}>Continue Shopping</Button>
        </div>
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
        <Button className="flex-1" disabled={placing} onClick={() => reviewed && place(reviewed)}>
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
        <FormAlert message={error} />
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
        <CheckoutSummary lines={items} pincode={reviewed?.shippingAddress.pincode} method={reviewed?.paymentMethod} />
      </div>
    </Dialog>
  );
}
