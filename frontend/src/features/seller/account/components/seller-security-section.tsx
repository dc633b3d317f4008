import { useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from '@/components/auth/change-password-form';
import { SignOutEverywhereButton } from '@/components/auth/sign-out-everywhere-button';
import { sellerApi } from '@/features/seller/api/seller.api';
import { useSellerSession } from '@/features/seller/hooks/seller-session';
import { CloseShopButton } from './close-shop-dialog';

/**
 * The seller's password and sessions: change the password (one built from the seller's e-mail or names is refused
 * with the server's reason as it is typed), or sign out on every device. Under them, closing the shop for good.
 */
export function SellerSecuritySection() {
  const session = useSellerSession();
  const navigate = useNavigate();
  const seller = session.account;
  if (!seller) return null;

  const signedOut = () => {
    session.signOut();
    navigate('/seller/login', { replace: true });
  };

  return (
    <>
      <section
        aria-labelledby="security-heading"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
      >
        <h2 id="security-heading" className="font-display text-xl font-bold text-stone-900">
          Password and Sessions
        </h2>
        <ChangePasswordForm
          change={(currentPassword, newPassword) =>
            sellerApi.changePassword({ currentPassword, newPassword }, session.token)
          }
          onChanged={(token) => session.signIn(token, seller)}
          userInputs={[seller.email, seller.ownerName, seller.businessName]}
        />
        <div className="border-t border-stone-200 pt-4">
          <SignOutEverywhereButton revoke={() => sellerApi.signOutEverywhere(session.token)} onDone={signedOut} />
        </div>
      </section>
      <section
        aria-labelledby="close-shop-heading"
        className="space-y-3 rounded-2xl border border-red-200 bg-white p-6"
      >
        <h2 id="close-shop-heading" className="font-display text-xl font-bold text-stone-900">
          Close shop
        </h2>
        <p className="text-sm text-stone-600">
          Stop selling on Thindi for good, once every order is finished and nothing is owed either way.
        </p>
        <CloseShopButton close={(input) => sellerApi.closeShop(input, session.token)} onClosed={signedOut} />
      </section>
    </>
  );
}
