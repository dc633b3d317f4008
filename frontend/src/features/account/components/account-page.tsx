import type { User } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCustomerSession } from '../hooks/customer-session';
import { authApi } from '../api/auth.api';
import { AddressBook } from './address-book';
import { ChangePasswordForm } from '@/components/auth/change-password-form';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { SetPasswordForm } from './set-password-form';
import { YourDataSection } from './your-data-section';
import { SignOutEverywhereButton } from '@/components/auth/sign-out-everywhere-button';
import { FormNotice } from '@/components/ui/form-alert';

const SECTION = 'scroll-mt-28 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm sm:p-6';
export const WEAK_PASSWORD_NOTICE =
  'The password you signed in with is easy to guess: it would not be accepted as a new one today. Please choose a stronger one below.';

const weakPasswordIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { weakPassword?: unknown }).weakPassword === true;

/**
 * /account: profile, addresses, e-mail preferences, password and the shopper's data of the signed-in customer (the
 * route guards sign-in). `onDeleted` takes the shopper away once they have deleted their account.
 */
export function AccountPage({ user, onDeleted }: { user: User; onDeleted: (message: string) => void }) {
  const { replaceAccount, signIn, signOut } = useCustomerSession();
  const { hash, state } = useLocation();
  // Shown after a sign-in with a weak password, until a new one is chosen here.
  const [weakPassword, setWeakPassword] = useState(() => weakPasswordIn(state));

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <title>My Account | Thindi</title>
      <div>
        <h1 className="font-display text-3xl font-bold text-stone-900">My Account</h1>
        <p className="mt-1 text-stone-600">{user.email}</p>
      </div>
      <section id="profile" aria-labelledby="profile-title" className={SECTION}>
        <h2 id="profile-title" className="mb-4 text-xl font-semibold text-stone-900">
          Profile
        </h2>
        <ProfileForm user={user} onSaved={replaceAccount} />
      </section>
      <section id="addresses" aria-labelledby="addresses-title" className={SECTION}>
        <h2 id="addresses-title" className="mb-4 text-xl font-semibold text-stone-900">
          Addresses
        </h2>
        <AddressBook user={user} onSaved={replaceAccount} />
      </section>
      <section id="preferences" aria-labelledby="preferences-title" className={SECTION}>
        <h2 id="preferences-title" className="mb-4 text-xl font-semibold text-stone-900">
          Email Preferences
        </h2>
        <PreferencesForm user={user} onSaved={replaceAccount} />
      </section>
      <section id="security" aria-labelledby="security-title" className={SECTION}>
        <h2 id="security-title" className="mb-4 text-xl font-semibold text-stone-900">
          Password and Sessions
        </h2>
        {weakPassword ? (
          <div className="mb-4">
            <FormNotice message={WEAK_PASSWORD_NOTICE} />
          </div>
        ) : null}
        {user.hasPassword === false ? (
          <SetPasswordForm onSet={(token) => signIn(token, { ...user, hasPassword: true })} />
        ) : (
          <ChangePasswordForm
            change={authApi.changePassword}
            userInputs={[user.email, user.firstName, user.lastName]}
            onChanged={(token) => {
              setWeakPassword(false);
              signIn(token, user);
            }}
          />
        )}
        <div className="mt-6 border-t border-amber-100 pt-6">
          <SignOutEverywhereButton revoke={authApi.signOutEverywhere} onDone={signOut} />
        </div>
      </section>
      <section id="your-data" aria-labelledby="your-data-title" className={SECTION}>
        <h2 id="your-data-title" className="mb-4 text-xl font-semibold text-stone-900">
          Your data
        </h2>
        <YourDataSection email={user.email} onDeleted={onDeleted} />
      </section>
    </div>
  );
}
