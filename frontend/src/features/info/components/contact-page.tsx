import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '@/lib/use-public-config';
import { CONTACT } from '../contact-details';
import { InfoPage, InfoSection } from './info-page';

const LINK = 'font-medium text-amber-800 underline';

/** /contact: how to reach Thindi, and where an order's own questions are answered. */
export function ContactPage() {
  const officer = usePublicConfig().data?.grievanceOfficer;
  return (
    <InfoPage title="Contact us" description="Write or call Thindi about an order, a seller or selling on Thindi.">
      <ul className="space-y-3 text-lg">
        <li className="flex items-center gap-3">
          <Phone className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <a href={CONTACT.phone.href} className={LINK}>
            {CONTACT.phone.label}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Mail className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <a href={CONTACT.email.href} className={LINK}>
            {CONTACT.email.label}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <MapPin className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          {CONTACT.address}
        </li>
      </ul>
      <InfoSection title="About an order">
        <p>
          Your orders, their status and their order numbers are under{' '}
          <Link to="/orders" className={LINK}>
            My Orders
          </Link>
          ; please give the order number when you write. Returns and refunds follow the{' '}
          <Link to="/returns" className={LINK}>
            returns policy
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Grievance officer">
        <p>
          Our grievance officer{officer ? `, ${officer.name},` : ''} answers complaints about orders, sellers and this
          website; the{' '}
          <Link to="/grievance" className={LINK}>
            Grievance Officer
          </Link>{' '}
          page says how to reach them and how soon a complaint is answered.
        </p>
      </InfoSection>
      <InfoSection title="Selling on Thindi">
        <p>
          To open a shop, see{' '}
          <Link to="/sell" className={LINK}>
            how selling works
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
