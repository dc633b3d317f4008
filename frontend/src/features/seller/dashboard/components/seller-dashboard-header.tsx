import { useMutation, useQueryClient } from '@tanstack/react-query';
import Clock from 'lucide-react/icons/clock';
import XCircle from 'lucide-react/icons/circle-x';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerApi, type Seller } from '@/features/seller/api/seller.api';

interface SellerDashboardHeaderProps {
  seller: Seller;
  onLogout: () => void;
  onResubmitted: (seller: Seller, message: string) => void;
  onEditProfile: () => void;
}

/** A rejected application: inactive, not verified, with the admin's reason. */
export const isRejected = (seller: Seller) => !seller.isActive && !seller.isVerified && !!seller.rejectionReason;

/** Why the application was turned down, where to fix it, and 'Resubmit for review'. */
function RejectedNote({ seller, onResubmitted, onEditProfile }: Omit<SellerDashboardHeaderProps, 'onLogout'>) {
  const queryClient = useQueryClient();
  const resubmit = useMutation({
    mutationFn: () => sellerApi.resubmit(readToken('seller')),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: sellerKeys.me() });
      onResubmitted(answer.seller, answer.message);
    },
  });
  return (
    <div role="note" className="space-y-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="flex items-start gap-2">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">Your seller application was not approved: </span>
          {seller.rejectionReason}
        </span>
      </p>
      <p className="text-sm">
        Fix what the reason names in your profile, then send the application for review again. Your products stay out of
        the store until an admin approves it.
      </p>
      <FormAlert
        message={resubmit.isError ? errorMessage(resubmit.error, 'Could not resubmit your application') : null}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEditProfile}>
          Edit Profile
        </Button>
        <Button disabled={resubmit.isPending} onClick={() => resubmit.mutate()}>
          {resubmit.isPending ? 'Resubmitting...' : 'Resubmit for review'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The welcome line, the store link and logout; a pending seller is told why the store does not show it yet, a
 * rejected one why it was turned down and how to resubmit.
 */
export function SellerDashboardHeader({ seller, onLogout, onResubmitted, onEditProfile }: SellerDashboardHeaderProps) {
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
      {isRejected(seller) ? (
        <RejectedNote seller={seller} onResubmitted={onResubmitted} onEditProfile={onEditProfile} />
      ) : seller.isVerified ? null : (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
          <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          Your seller account is pending approval. You can add products now; they appear in the store once an admin
          approves your account.
        </p>
      )}
    </div>
  );
}
