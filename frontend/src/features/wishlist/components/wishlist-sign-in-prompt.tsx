import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { signInReturn } from '@/lib/return-after-sign-in';

/** What a visitor's heart says: favourites are kept per account. */
export const WISHLIST_SIGN_IN_TITLE = 'Sign in to save favourites';

/**
 * What a visitor's heart opens: favourites are kept per account, so sign in or sign up first. Either way the page is
 * remembered, and signing in brings the visitor back to it. Loaded with the first tap, not with the first page.
 */
export function WishlistSignInPrompt({ onClose }: { onClose: () => void }) {
  const { pathname, search } = useLocation();
  const rememberPage = () => signInReturn.remember(`${pathname}${search}`);

  // On the body, not inside the product card that holds the heart: the card is itself a link.
  return createPortal(
    <Dialog open onClose={onClose} title={WISHLIST_SIGN_IN_TITLE} variant="centred" initialFocus="a[href='/login']">
      <div className="space-y-4 px-5 py-5">
        <p className="text-stone-700">
          Your favourites are kept with your account. Sign in, or create an account, and you will come back to this
          page.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" onClick={rememberPage} className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
            Sign in
          </Link>
          <Link to="/signup" onClick={rememberPage} className={buttonClasses('outline', 'lg', 'sm:flex-1')}>
            Create an account
          </Link>
        </div>
      </div>
    </Dialog>,
    document.body,
  );
}
