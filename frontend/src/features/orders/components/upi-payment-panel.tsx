import { formatRupees, upiPaymentLink, type Order } from '@thindi/contracts';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { paymentReceived } from '@/components/orders/payment-state';
import { buttonClasses } from '@/components/ui/button';
import { svgDataUri } from '@/lib/svg-data-uri';
import { usePublicConfig } from '@/lib/use-public-config';
import { UpiUtrForm } from './upi-utr-form';

const MINUTE = 60_000;

/** 125 minutes → '2 h 5 min'; under a minute → 'less than a minute'. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return 'less than a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** The current time, moved on every half minute: enough for a countdown in minutes. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The link drawn as a QR code (SVG), for a phone's UPI app to scan from another screen. */
function UpiQr({ link, amount }: { link: string; amount: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => {
      if (live) setSvg(markup);
    });
    return () => {
      live = false;
    };
  }, [link]);
  if (!svg) return <div className="h-48 w-48 animate-pulse rounded-lg bg-stone-100" aria-hidden="true" />;
  return (
    <img
      src={svgDataUri(svg)}
      alt={`UPI QR code to pay ${amount}`}
      data-upi-link={link}
      className="h-48 w-48 rounded-lg border border-stone-200 bg-white p-1"
    />
  );
}

function PaymentNote({ order }: { order: Order }) {
  if (paymentReceived(order.paymentStatus)) {
    return (
      <p className="font-semibold text-green-800">
        Payment received{order.payment?.utr ? ` (UTR ${order.payment.utr})` : ''}. Thank you!
      </p>
    );
  }
  return <p className="text-red-700">This order was cancelled: the payment was not received in time.</p>;
}

/**
 * Paying a UPI order: a QR code and a 'Pay with a UPI app' link for the platform's VPA with the exact amount and
 * the order number as the note, the time left before the order is cancelled unpaid, and the UTR once paid. A paid
 * or expired order says so instead. Shown on the order confirmation and in the order's own view.
 */
export function UpiPaymentPanel({ order }: { order: Order }) {
  const config = usePublicConfig();
  const now = useNow();
  if (order.paymentMethod !== 'upi') return null;
  if (paymentReceived(order.paymentStatus) || order.paymentStatus === 'expired') return <PaymentNote order={order} />;
  // Cancelled by the shopper before paying: nothing is left to pay.
  if (order.orderStatus === 'cancelled') return null;
  const amount = formatRupees(order.totalAmount);
  const payBy = order.payment?.payBy ? new Date(order.payment.payBy).getTime() : null;
  const upi = config.data?.upi;
  const link = upi ? upiPaymentLink({ ...upi, amount: order.totalAmount, orderNumber: order.orderNumber }) : null;
  return (
    <section
      aria-label="Pay by UPI"
      className="w-full space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left"
    >
      <h3 className="font-display text-lg font-bold text-stone-900">Pay {amount} by UPI</h3>
      {payBy !== null ? (
        <p className="text-sm text-stone-700">
          {payBy > now
            ? `Pay within ${formatTimeLeft(payBy - now)}, or this order is cancelled and its items go back on sale.`
            : 'The time to pay is up: this order is being cancelled.'}
        </p>
      ) : null}
      {link && upi ? (
        <div className="flex flex-col items-center gap-3">
          <UpiQr link={link} amount={amount} />
          <p className="text-sm text-stone-700">
            Scan with any UPI app, or pay <strong>{upi.vpa}</strong> ({upi.payeeName}) with note {order.orderNumber}
          </p>
          <a href={link} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            Pay with a UPI app
          </a>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{config.isError ? 'Could not load the UPI details' : 'Loading...'}</p>
      )}
      <UpiUtrForm order={order} />
    </section>
  );
}
