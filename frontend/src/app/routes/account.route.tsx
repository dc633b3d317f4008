import { AccountPage } from '@/features/account/components/account-page';
import { useCustomerSession } from '@/features/account/hooks/customer-session';
import { RequireCustomer } from './require-customer';

function SignedInAccount() {
  const { account } = useCustomerSession();
  return account ? <AccountPage user={account} /> : null;
}

export function AccountRoute() {
  return (
    <RequireCustomer>
      <SignedInAccount />
    </RequireCustomer>
  );
}
