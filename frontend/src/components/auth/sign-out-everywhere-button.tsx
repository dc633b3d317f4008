import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';

/** 'Sign out everywhere': ends every session of the account, this one too, then signs out here. */
export function SignOutEverywhereButton({ revoke, onDone }: { revoke: () => Promise<unknown>; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const click = async () => {
    setError(null);
    setBusy(true);
    try {
      await revoke();
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Failed to sign out everywhere'));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Lost a device, or signed in somewhere you should not have? End every session.
      </p>
      <FormAlert message={error} />
      <Button type="button" variant="secondary" disabled={busy} onClick={click}>
        {busy ? 'Signing Out...' : 'Sign Out Everywhere'}
      </Button>
    </div>
  );
}
