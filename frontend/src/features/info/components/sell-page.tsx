import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { InfoSection } from './info-page';
import { usePolicyNumbers } from './policy-pages';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const STEPS = [
  'Sign up with your business details, bank account and three documents.',
  'Confirm your e-mail address with the code we send.',
  'An administrator checks your documents and approves your shop, or tells you what to fix.',
  'Add your products with photos, weights, prices and their GST class, and set where and how fast you ship.',
  'Orders come to your dashboard: confirm, pack, ship with a tracking number, and mark them delivered.',
] as const;

function Actions() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/seller/signup" className={buttonClasses('primary', 'lg')}>
        Start selling
      </Link>
      <Link to="/seller/login" className={buttonClasses('outline', 'lg')}>
        Seller sign in
      </Link>
    </div>
  );
}

/** /sell: how selling on Thindi works, what it costs, and the way in. */
export function SellPage() {
  const policy = usePolicyNumbers();
  const returnWindow = policy?.returnWindowDays;
  const payoutDay = policy === undefined ? undefined : WEEKDAYS[policy.payoutWeekday];
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 text-stone-800 sm:py-12">
      <title>Sell on Thindi | Thindi</title>
      <meta
        name="description"
        content="Sell your snacks, sweets and spices across India: documents, approval, commission and weekly payouts."
      />
      <h1 className="font-display text-3xl font-bold text-stone-900">Sell on Thindi</h1>
      <p className="text-lg leading-relaxed">
        Home kitchens and family businesses sell their murukku, sweets, pickles and podis to shoppers across India. You
        keep your own shop name, prices and stock; we bring the shoppers, take the payment and arrange delivery.
      </p>
      <Actions />
      <InfoSection title="How it works">
        <ol className="list-decimal space-y-1 pl-6">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection title="What you need">
        <ul className="list-disc space-y-1 pl-6">
          <li>Your PAN, and your GSTIN if you are registered for GST (optional).</li>
          <li>Your business address and type: individual, company or partnership.</li>
          <li>A bank account for payouts: account number, IFSC, holder name and bank.</li>
          <li>
            Uploads (JPEG, PNG or PDF, up to 5 MB each): Aadhaar card, PAN card, and a cancelled cheque or bank
            statement.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="What it costs">
        <p>
          No fee to join. On each delivered order the platform keeps a commission on the value of your goods before GST:
          5% unless a different rate is published for the category, plus 18% GST on that commission. As the law
          requires, we also collect TCS of 0.5% of the taxable value (only from sellers with a GSTIN) and deduct TDS of
          0.1% of the order (5% without a PAN); both are credited to your tax account.
        </p>
        <p>
          The delivery charge shoppers pay is the platform&apos;s own service: you do not pay for couriers from your
          share, and your invoice holds only your goods.
        </p>
      </InfoSection>
      <InfoSection title="Getting paid">
        <p>
          Your share of a delivered order becomes payable{' '}
          {returnWindow === undefined
            ? 'once the return window after delivery'
            : `${returnWindow} days after delivery, once the return window`}{' '}
          has closed. Payouts go to your bank account every week{payoutDay ? `, on ${payoutDay} morning` : ''}. Your
          dashboard shows each order&apos;s invoice, what was kept and why, and every payout with its bank reference.
        </p>
      </InfoSection>
      <Actions />
    </article>
  );
}
