import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AccountPage } from '@/features/account/components/account-page';
import { useCustomerSession } from '@/features/account/hooks/customer-session';
import { pageNotice } from '@/lib/page-notice';
import { RequireCustomer } from './require-customer';

function SignedInAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { account } = useCustomerSession();
  return account ? <AccountPage user={account} onDeleted={onDeleted} /> : null;
}

export function AccountRoute() {
  const { signOut } = useCustomerSession();
  // Once the account is deleted, and its token with it, the shopper goes home, which says so. Set in the same
  // update as the sign-out, this takes the place of the sign-in guard, which would send them to /login instead.
  const [deleted, setDeleted] = useState<string | null>(null);
  if (deleted !== null) return <Navigate to="/" replace state={pageNotice(deleted)} />;
  return (
    <RequireCustomer>
      <SignedInAccount
        onDeleted={(message) => {
          setDeleted(message);
          signOut();
        }}
      />
    </RequireCustomer>
  );
}
