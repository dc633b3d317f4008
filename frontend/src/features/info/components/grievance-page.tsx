import type { PublicConfig } from '@thindi/contracts';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '@/lib/use-public-config';
import { ComplaintForm } from './complaint-form';
import { InfoPage, InfoSection } from './info-page';

const LINK = 'font-medium text-amber-800 underline';

type GrievanceOfficer = PublicConfig['grievanceOfficer'];

function OfficerDetails({ officer }: { officer: GrievanceOfficer }) {
  return (
    <>
      <p>
        <span className="font-semibold">{officer.name}</span>, {officer.designation}
      </p>
      <ul className="space-y-3 text-lg">
        <li className="flex items-center gap-3">
          <Mail className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <a href={`mailto:${officer.email}`} className={LINK}>
            {officer.email}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Phone className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
            {officer.phone}
          </a>
        </li>
      </ul>
    </>
  );
}

/**
 * The officer this deployment names (GRIEVANCE_OFFICER_*): nothing while the settings are read, rather than someone
 * who may be wrong, and a way to reach Thindi when they cannot be read.
 */
function Officer() {
  const { data, isPending } = usePublicConfig();
  const officer = data?.grievanceOfficer;
  if (officer) return <OfficerDetails officer={officer} />;
  if (isPending) return null;
  return (
    <p>
      The officer&apos;s details could not be read just now. Please reload the page, or write to us from the{' '}
      <Link to="/contact" className={LINK}>
        contact page
      </Link>
      .
    </p>
  );
}

/** /grievance: who answers complaints, how soon, and the rules that require it. */
export function GrievancePage() {
  return (
    <InfoPage
      title="Grievance Officer"
      description="Who answers complaints about Thindi, how to reach them, and how soon a complaint is answered."
    >
      <p className="text-lg leading-relaxed">
        If something went wrong with an order, a seller or this website, you can complain to Thindi&apos;s grievance
        officer.
      </p>
      <InfoSection title="Who answers complaints">
        <Officer />
      </InfoSection>
      <InfoSection title="What happens with a complaint">
        <p>
          Your complaint is acknowledged within 48 hours, resolved within one month, with a ticket number you can track.
        </p>
      </InfoSection>
      <InfoSection title="A problem with an order">
        <p>
          For a problem with something you received (damaged, wrong, missing, expired) or an order that never came, open
          the order under{' '}
          <Link to="/orders" className={LINK}>
            My Orders
          </Link>{' '}
          and choose &lsquo;Report a problem&rsquo;: the seller answers first, and you can escalate their answer to the
          grievance officer.
        </p>
      </InfoSection>
      <InfoSection title="Any other complaint">
        <p>
          About a seller, this website, a payment, your account or your personal data: tell the grievance officer here.
          You get a ticket number and its page, with the dates it will be acknowledged and resolved by.
        </p>
        <ComplaintForm />
      </InfoSection>
      <InfoSection title="The rules we follow">
        <p>
          Thindi names its grievance officer and answers complaints within these times as the Consumer Protection
          (E-Commerce) Rules, 2020 require of an online marketplace.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
