import { CATEGORIES } from '@thindi/contracts';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { CONTACT } from '@/features/info/contact-details';
import { usePublicConfig } from '@/lib/use-public-config';

/** How selling works, the policy pages and the grievance officer, each a page of its own. */
const QUICK_LINKS = [
  { to: '/sell', label: 'Sell on Thindi' },
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/grievance', label: 'Grievance Officer' },
];
/** Read by the home page: a category picked in the footer should land on the grid, not the hero. */
export const SCROLL_TO_PRODUCTS = { scrollTo: 'products' } as const;
const YEAR = new Date().getFullYear();

const HEADING = 'text-sm font-semibold uppercase tracking-wider text-amber-300';
const LINK = 'text-stone-300 hover:text-white';

/** The grievance officer the law requires the site to name: this deployment's, once its settings are read. */
function GrievanceOfficerLine() {
  const officer = usePublicConfig().data?.grievanceOfficer;
  if (!officer) return null;
  return (
    <p className="text-xs text-stone-400">
      Grievance Officer: {officer.name},{' '}
      <a href={`mailto:${officer.email}`} className={LINK}>
        {officer.email}
      </a>
    </p>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-label="About Thindi" className="space-y-3">
          <div className="inline-flex rounded-lg bg-cream-50 px-3 py-1.5">
            <Logo />
          </div>
          <p className="text-sm leading-relaxed">
            Thindi is an open marketplace for South Indian snacks, sweets and spices, where independent kitchens and
            family businesses sell straight to you.
          </p>
          <Link to="/about" className={`${LINK} inline-block text-sm underline`}>
            More about Thindi
          </Link>
        </section>
        <section aria-labelledby="footer-quick-links" className="space-y-3">
          <h2 id="footer-quick-links" className={HEADING}>
            Quick Links
          </h2>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={LINK}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-categories" className="space-y-3">
          <h2 id="footer-categories" className={HEADING}>
            Categories
          </h2>
          <ul className="space-y-2 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={`/?category=${category}`} state={SCROLL_TO_PRODUCTS} className={`${LINK} capitalize`}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact" className="space-y-3">
          <h2 id="footer-contact" className={HEADING}>
            Contact
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
              {CONTACT.address}
            </li>
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
              <a href={CONTACT.phone.href} className={LINK}>
                {CONTACT.phone.label}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
              <a href={CONTACT.email.href} className={LINK}>
                {CONTACT.email.label}
              </a>
            </li>
          </ul>
          <GrievanceOfficerLine />
        </section>
      </div>
      <p className="border-t border-stone-800 py-5 text-center text-xs text-stone-400">
        © {YEAR} Thindi. Open-source software. Prices in Indian rupees (₹).
      </p>
    </footer>
  );
}
