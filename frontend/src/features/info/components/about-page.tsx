import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { InfoPage, InfoSection } from './info-page';

/** /about: what Thindi is and how it works, for shoppers. */
export function AboutPage() {
  return (
    <InfoPage
      title="About Thindi"
      description="Thindi is an open marketplace for South Indian snacks, sweets and spices, sold by independent kitchens."
    >
      <p className="text-lg leading-relaxed">
        Thindi is an open marketplace for South Indian snacks, sweets and spices, where independent kitchens and family
        businesses sell straight to you.
      </p>
      <InfoSection title="Who sells here">
        <p>
          Home kitchens and family businesses from Tamil Nadu, Kerala, Karnataka and Andhra: murukku, mixture, Mysore
          pak, pickles and podis, made the way they make them at home. Every seller is checked by our team before their
          shop opens, and every product lists what goes into it.
        </p>
      </InfoSection>
      <InfoSection title="How your order reaches you">
        <p>
          Each seller packs and sends its own products. Enter your pincode on a product page to see whether it ships to
          you and when it should arrive; the{' '}
          <Link to="/shipping" className="font-medium text-amber-800 underline">
            shipping policy
          </Link>{' '}
          has the details.
        </p>
      </InfoSection>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Shop the collection
        </Link>
        <Link to="/sell" className={buttonClasses('outline', 'lg')}>
          Sell on Thindi
        </Link>
      </div>
    </InfoPage>
  );
}
