import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import type { Seller } from '../api/seller.api';

/** The welcome line, the store link and logout; a pending seller is told why the store does not show it yet. */
export function SellerDashboardHeader({ seller, onLogout }: { seller: Seller; onLogout: () => void }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-green-800">Seller Dashboard</p>
          <h1 className="font-display text-3xl font-bold text-stone-900">{`Welcome, ${seller.businessName}`}</h1>
        </div>
        <div className="flex gap-2">
          <Link to="/" className={buttonClasses('outline', 'md')}>
            View Store
          </Link>
          <Button variant="ghost" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
      {seller.isVerified ? null : (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
          <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          Your seller account is pending approval. You can add products now; they appear in the store once an admin
          approves your account.
        </p>
      )}
    </div>
  );
}
