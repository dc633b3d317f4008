import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface InfoPageProps {
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  children: ReactNode;
}

/** A page of plain text (a policy, how selling works): its title, its sections, and the other policies below. */
export function InfoPage({ title, description, children }: InfoPageProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 text-stone-800 sm:py-12">
      <title>{`${title} | Thindi`}</title>
      <meta name="description" content={description} />
      <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
      {children}
      <nav aria-label="Policies" className="border-t border-stone-200 pt-4 text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {POLICY_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="font-medium text-amber-800 hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** A titled part of an info page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2 leading-relaxed">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** The policy pages, as the footer and each policy page link them. */
export const POLICY_LINKS = [
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/grievance', label: 'Grievance Officer' },
] as const;
