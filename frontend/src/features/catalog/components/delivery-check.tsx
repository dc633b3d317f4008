import { formatRupeesWhole, FREE_SHIPPING_ABOVE_RUPEES, type DeliveryQuoteResult } from '@thindi/contracts';
import Banknote from 'lucide-react/icons/banknote';
import MapPin from 'lucide-react/icons/map-pin';
import Truck from 'lucide-react/icons/truck';
import { useId, useState, type FormEvent } from 'react';
import { INVALID_PINCODE_MESSAGE, isPincode } from '@/components/address/pincode-lookup';
import { rememberPincode, useRememberedPincode } from '@/components/address/remembered-pincode';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useDeliveryEstimate } from '../hooks/use-delivery-estimate';

export const DEFAULT_SHIPPING_RULE = `Free shipping on orders above ${formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES)}`;
export const ESTIMATE_FAILED_MESSAGE = 'Could not check delivery just now. Please try again.';

interface DeliveryCheckProps {
  productId: string;
  /** The pack chosen on the page; without one, the product's default pack. */
  variantId?: string;
  /** The signed-in shopper's default address pincode, used when no pincode was checked before. */
  defaultPincode?: string | null;
}

function failureText(error: Error): string {
  // A 4xx names the problem (an unknown pincode: 'Please enter a valid pincode'); anything else is ours.
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    return error.serverMessage ?? INVALID_PINCODE_MESSAGE;
  }
  return ESTIMATE_FAILED_MESSAGE;
}

function Answer({ quote }: { quote: DeliveryQuoteResult }) {
  const part = quote.parts[0];
  if (!part) return null;
  if (!part.deliverable) return <p className="font-medium text-red-800">{part.message}</p>;
  return (
    <ul className="space-y-1">
      {part.estimate ? (
        <li className="flex items-center gap-2 font-semibold text-green-900">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {/* The pincode was typed in this small box: the answer names where it goes. */}
          {part.estimate.labelTo ?? part.estimate.label}
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <Banknote className="h-4 w-4 shrink-0" aria-hidden="true" />
        {part.cod.label}
      </li>
    </ul>
  );
}

/**
 * 'Check delivery' on the product page: a pincode answered in place with the date and the place ('Delivery by
 * Mon, 7 Dec to Bengaluru 560001'), cash on delivery and the shipping rule, or why the seller cannot deliver
 * there. The last pincode checked is remembered; before any, the signed-in shopper's default address gives it.
 * The server renders the box empty (it knows neither).
 */
export function DeliveryCheck({ productId, variantId, defaultPincode }: DeliveryCheckProps) {
  const inputId = useId();
  const remembered = useRememberedPincode();
  const known = remembered ?? (isPincode(defaultPincode) ? defaultPincode : null);
  // What the shopper typed and last asked about; until then, the known pincode stands for both.
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null | undefined>(undefined);
  const [refused, setRefused] = useState(false);
  const pincode = asked === undefined ? known : asked;
  const estimate = useDeliveryEstimate(productId, variantId, pincode);
  const value = typed ?? known ?? '';

  const check = (event: FormEvent) => {
    event.preventDefault();
    const pin = value.trim();
    setRefused(!isPincode(pin));
    if (!isPincode(pin)) return setAsked(null);
    setAsked(pin);
    rememberPincode(pin);
  };

  let answer = null;
  if (refused) answer = <p className="font-medium text-red-800">{INVALID_PINCODE_MESSAGE}</p>;
  else if (estimate.data) answer = <Answer quote={estimate.data} />;
  else if (estimate.error) answer = <p className="font-medium text-red-800">{failureText(estimate.error)}</p>;
  else if (estimate.isFetching) answer = <p>Checking delivery to {pincode}...</p>;

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 rounded-lg bg-green-50 px-3 py-3 text-sm">
      <h2 id={`${inputId}-title`} className="font-semibold text-stone-900">
        Check delivery
      </h2>
      <form noValidate onSubmit={check} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Pincode
        </label>
        <input
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter pincode"
          className={INPUT_CLASSES}
          value={value}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outline" className="h-11">
          Check
        </Button>
      </form>
      <div aria-live="polite" role="status" className="space-y-1 text-stone-800">
        {answer}
      </div>
      <p className="flex items-center gap-2 text-green-900">
        <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
        {estimate.data?.shippingRule ?? DEFAULT_SHIPPING_RULE}
      </p>
    </section>
  );
}
