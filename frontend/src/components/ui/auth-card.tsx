import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in and sign-up screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
      <title>{`${title} | Thindi`}</title>
      <div className="rounded-2xl border border-amber-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
        {subtitle ? <div className="mt-1 text-stone-600">{subtitle}</div> : null}
        <div className="mt-6 space-y-4">{children}</div>
      </div>
      {footer ? <div className="mt-5 space-y-2 text-center text-sm text-stone-600">{footer}</div> : null}
    </div>
  );
}
