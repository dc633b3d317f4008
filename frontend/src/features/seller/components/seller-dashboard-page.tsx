import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { useSellerSession } from '../hooks/seller-session';

/** /seller/dashboard for now: who is signed in and whether the account is approved; the tabs come later. */
export function SellerDashboardPage() {
  const session = useSellerSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status !== 'authenticated' || !session.account) return <Navigate to="/seller/login" replace />;
  const seller = session.account;

  const logout = () => {
    session.signOut();
    navigate('/seller/login', { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <title>Seller Dashboard | Thindi</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-stone-900">{`Welcome, ${seller.businessName}`}</h1>
        <div className="flex gap-2">
          <Link to="/" className={buttonClasses('outline', 'md')}>
            View Store
          </Link>
          <Button variant="ghost" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
      {seller.isVerified ? (
        <p className="flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-green-900">
          <BadgeCheck className="h-5 w-5" aria-hidden="true" />
          Your seller account is verified.
        </p>
      ) : (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
          <Clock className="h-5 w-5" aria-hidden="true" />
          Your seller account is pending approval. We will e-mail you once an administrator has checked your details.
        </p>
      )}
      <p className="text-stone-600">
        Products, orders and earnings will appear here soon. Until then your registration is safe with us.
      </p>
    </div>
  );
}
