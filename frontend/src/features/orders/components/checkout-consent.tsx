import type { Ref } from 'react';

export const CONSENT_REQUIRED_MESSAGE = 'Tick the box to agree to the terms before placing your order';
export const TERMS_UNREAD_MESSAGE = 'The terms could not be loaded just now: try again in a moment';

interface CheckoutConsentProps {
  /** The version of the terms in force (GET /api/config); undefined while it is read. */
  policyVersion: string | undefined;
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  error: string | null;
  boxRef?: Ref<HTMLInputElement>;
}

const ERROR_ID = 'checkout-consent-error';

/**
 * The shopper's explicit agreement to the terms and the return and refund policy, as the Consumer Protection
 * (E-Commerce) Rules 2020 ask: a box the shopper ticks, never ticked for them. The policies open in a new tab so
 * the checkout stays as it is.
 */
export function CheckoutConsent({ policyVersion, agreed, onChange, error, boxRef }: CheckoutConsentProps) {
  return (
    <div className="space-y-1 text-sm">
      <label className="flex items-start gap-2 text-stone-800">
        <input
          ref={boxRef}
          type="checkbox"
          checked={agreed}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-amber-700"
        />
        <span>
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noreferrer" className="font-medium text-amber-800 underline">
            Terms of Service
          </a>{' '}
          and the{' '}
          <a href="/returns" target="_blank" rel="noreferrer" className="font-medium text-amber-800 underline">
            Returns &amp; Refunds policy
          </a>
          {policyVersion ? ` (version ${policyVersion})` : ''}
        </span>
      </label>
      {error ? (
        <p id={ERROR_ID} role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
