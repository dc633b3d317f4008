import {
  CUSTOMER_CANCELLABLE_STATUSES,
  FREE_SHIPPING_ABOVE_RUPEES,
  SHIPPING_FEE_RUPEES,
  formatRupeesWhole,
  type PublicConfig,
} from '@thindi/contracts';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '@/lib/use-public-config';
import { InfoPage, InfoSection } from './info-page';

const FREE_ABOVE = formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES);
const FEE = formatRupeesWhole(SHIPPING_FEE_RUPEES);
const CANCELLABLE = CUSTOMER_CANCELLABLE_STATUSES.join(' or ');

type TransitDays = PublicConfig['transitDays'];

/** The delivery zones, by how far the parcel goes. */
const ZONES: readonly [keyof TransitDays, string][] = [
  ['A', 'Within the same district'],
  ['B', 'Within the same state'],
  ['C', 'Between metro cities'],
  ['D', 'Elsewhere in India'],
  ['E', 'To or from the North-East, Jammu & Kashmir, Ladakh and the islands'],
];

const days = ({ min, max }: TransitDays[keyof TransitDays]) =>
  min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`;

/**
 * The policies' numbers as this deployment sets them (RETURN_WINDOW_DAYS, DELIVERY_TRANSIT_DAYS), from
 * GET /api/config; undefined while it is read or when it could not be, and the text then states no number rather
 * than one that may be wrong.
 */
export const usePolicyNumbers = () => usePublicConfig().data;

function TransitTimes() {
  const transit = usePolicyNumbers()?.transitDays;
  if (!transit) {
    return (
      <p>
        The parcel then takes a few working days, more the farther it goes; checkout shows the date for your pincode.
      </p>
    );
  }
  return (
    <>
      <p>The parcel then takes, in working days:</p>
      <ul className="list-disc space-y-1 pl-6">
        {ZONES.map(([zone, where]) => (
          <li key={zone}>
            {where}: {days(transit[zone])}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The version of the terms and the return and refund policy in force (POLICY_VERSION): the one a shopper agrees to
 * at checkout and that each order records. Nothing is shown until it is read.
 */
function PolicyVersion() {
  const version = usePolicyNumbers()?.policyVersion;
  return version ? <p className="text-sm text-stone-600">Version {version}</p> : null;
}

/** /shipping */
export function ShippingPolicyPage() {
  return (
    <InfoPage
      title="Shipping Policy"
      description={`How Thindi delivers: by pincode across India, free above ${FREE_ABOVE}, with a delivery date for each seller.`}
    >
      <p>
        Thindi is a marketplace: each seller packs and sends its own products from its own kitchen or shop. An order
        with products from two sellers arrives as two parcels, each with its own delivery date.
      </p>
      <InfoSection title="Where we deliver">
        <p>
          We deliver to Indian pincodes. Enter yours on a product page or at checkout to see whether each seller ships
          there, when it should arrive, and whether Cash on Delivery is offered. Some sellers ship only within their own
          state; checkout tells you before you place the order.
        </p>
      </InfoSection>
      <InfoSection title="What delivery costs">
        <p>
          Delivery is free on orders above {FREE_ABOVE}. At or below {FREE_ABOVE} it costs {FEE} per order, however many
          sellers it comes from. The charge includes its GST and is shown in checkout before you pay.
        </p>
      </InfoSection>
      <InfoSection title="When it arrives">
        <p>
          A seller dispatches within its own dispatch time (usually one working day; orders after its daily cut-off
          count from the next working day).
        </p>
        <TransitTimes />
        <p>
          Sundays and national holidays are not working days. The date shown is an estimate; your order page shows the
          tracking number once the seller has shipped.
        </p>
      </InfoSection>
      <InfoSection title="Paying">
        <p>
          You can pay by Cash on Delivery (where the seller offers it, sometimes up to a limit) or by UPI. Card and net
          banking are not available yet.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

/** /returns */
export function ReturnsPolicyPage() {
  const returnWindow = usePolicyNumbers()?.returnWindowDays;
  return (
    <InfoPage
      title="Returns & Refunds"
      description={`Cancel before your order ships, or return a delivered order within ${returnWindow === undefined ? 'the return window' : `${returnWindow} days`}.`}
    >
      <PolicyVersion />
      <InfoSection title="Cancelling an order">
        <p>
          You can cancel an order yourself from <Link to="/orders">My Orders</Link> while it is {CANCELLABLE}, before
          any seller has started preparing it. Tell us why from the short list: it helps the sellers. A cancelled order
          is not charged; stock goes back on sale.
        </p>
      </InfoSection>
      <InfoSection title="Returning a delivered order">
        <p>
          Food arrives sealed, so a return is for a parcel that arrived damaged, wrong or spoilt. Write to us within{' '}
          {returnWindow === undefined ? 'the return window after delivery' : `${returnWindow} days of delivery`} with
          your order number and a photo; after that the return window is closed. The seller records the return, and the
          order shows it as Returned.
        </p>
      </InfoSection>
      <InfoSection title="Refunds">
        <p>
          We refund the price and GST of the returned products. The delivery charge is not refunded once the parcel was
          delivered. An order paid by UPI is refunded to the UPI ID it was paid from; for Cash on Delivery we ask for a
          UPI ID to send the refund to (we never ask for a bank account number). Your order&apos;s page shows each
          refund, and its UTR once it is paid.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

/** /privacy */
export function PrivacyPolicyPage() {
  return (
    <InfoPage title="Privacy Policy" description="What Thindi keeps about you, why, and who sees it. We sell no data.">
      <InfoSection title="What we keep">
        <ul className="list-disc space-y-1 pl-6">
          <li>Your account: name, e-mail address, phone number if you give one, and your password (stored hashed).</li>
          <li>Your saved addresses.</li>
          <li>Your orders: what you bought, the delivery address, how you paid, and their status history.</li>
          <li>Reviews you write, with their photos; they are public on the product page.</li>
        </ul>
        <p>
          Your browser keeps your sign-in, your cart and your last pincode on your device. We use no advertising or
          tracking cookies.
        </p>
      </InfoSection>
      <InfoSection title="Who sees it">
        <p>
          The seller of each part of your order sees your name, e-mail address and delivery address, to send it and to
          issue its invoice. Our administrators see accounts and orders to run the marketplace. We keep invoices for as
          long as tax law requires.
        </p>
        <p>We do not sell or rent your data to anyone, and we do not share it for advertising.</p>
      </InfoSection>
      <InfoSection title="Mail we send">
        <p>
          We send mail about your account and your orders. Offers come only if you ask for them in{' '}
          <Link to="/account">My Account</Link>, where you can also stop order mails.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          You can change your profile and addresses in My Account at any time. To close your account, write to us; we
          remove your account and addresses and keep only the orders and invoices the law asks us to keep.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

/** /terms */
export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      description="The terms of buying and selling on Thindi, an open marketplace of independent sellers."
    >
      <PolicyVersion />
      <InfoSection title="Who sells to you">
        <p>
          Thindi is a marketplace. Each product is sold by the seller named on it, who is responsible for what it makes,
          its ingredients and its packing, and who issues the invoice for it. Thindi runs the site, checks each
          seller&apos;s documents before it may sell, and arranges delivery.
        </p>
      </InfoSection>
      <InfoSection title="Prices and tax">
        <p>
          Prices on products are before GST. Checkout adds GST at each product&apos;s rate (5% for snacks, sweets,
          pickles, podis and ghee; none on papad) and shows it before you place the order, along with the delivery
          charge. A seller not registered for GST charges none. The total you pay is the total shown.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <p>
          Keep your password to yourself; you are responsible for orders placed from your account. You may sign out
          everywhere from My Account if you think someone else has used it.
        </p>
      </InfoSection>
      <InfoSection title="Orders, delivery and returns">
        <p>
          An order is a request to buy; a seller may cancel its part if it cannot fulfil it, and you are not charged for
          it. Delivery and returns follow our <Link to="/shipping">Shipping Policy</Link> and{' '}
          <Link to="/returns">Returns &amp; Refunds</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Reviews">
        <p>
          You may review a product you received. Reviews must be your own honest experience; we hide reviews that are
          abusive or not about the product.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
