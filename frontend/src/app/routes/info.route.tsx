import { useLocation } from 'react-router-dom';
import {
  PrivacyPolicyPage,
  ReturnsPolicyPage,
  ShippingPolicyPage,
  TermsPage,
} from '@/features/info/components/policy-pages';
import { SellPage } from '@/features/info/components/sell-page';
import { AboutPage } from '@/features/info/components/about-page';
import { ContactPage } from '@/features/info/components/contact-page';
import { GrievancePage } from '@/features/info/components/grievance-page';

/** The text pages by their path; one chunk holds them all, as they are small. */
const PAGES: Record<string, () => React.JSX.Element> = {
  '/shipping': ShippingPolicyPage,
  '/returns': ReturnsPolicyPage,
  '/privacy': PrivacyPolicyPage,
  '/terms': TermsPage,
  '/sell': SellPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/grievance': GrievancePage,
};

/** /shipping, /returns, /privacy, /terms, /sell, /about, /contact and /grievance. */
export function InfoRoute() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '')] ?? ShippingPolicyPage;
  return <Page />;
}
