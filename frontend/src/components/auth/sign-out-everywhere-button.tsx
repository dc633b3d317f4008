import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';

/** 'Sign out everywhere': ends every session of the account, this one too, then signs out here. */
export function SignOutEverywhereButton({ revoke, onDone }: { revoke: () => Promise<unknown>; onDone: () => void }) {
  const signOut = useMutation({ mutationFn: revoke, onSuccess: onDone });
  const busy = signOut.isPending || signOut.isSuccess;

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Lost a device, or signed in somewhere you should not have? End every session.
      </p>
      <FormAlert message={signOut.isError ? errorMessage(signOut.error, 'Failed to sign out everywhere') : null} />
      <Button type="button" variant="secondary" disabled={busy} onClick={() => signOut.mutate()}>
        {busy ? 'Signing Out...' : 'Sign Out Everywhere'}
      </Button>
    </div>
  );
}
