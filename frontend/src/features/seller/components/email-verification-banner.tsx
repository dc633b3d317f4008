import MailWarning from 'lucide-react/icons/mail-warning';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { sellerApi, type Seller } from '../api/seller.api';

/** The server sends no new code within a minute of the last one, so the button waits as long. */
const RESEND_WAIT_SECONDS = 60;
const CODE_PATTERN = /^\d{6}$/;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_WAIT_SECONDS)];
}

interface Props {
  seller: Seller;
  token: string | null;
  onVerified: (seller: Seller) => void;
}

/** Until the seller proves its e-mail: the code field, 'Verify e-mail' and 'Resend code'. */
export function EmailVerificationBanner({ seller, token, onVerified }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [wait, startWait] = useCountdown();

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!CODE_PATTERN.test(code.trim())) {
      setAlert('Please enter a valid 6-digit OTP');
      return;
    }
    setBusy(true);
    try {
      const result = await sellerApi.verifyEmail(code.trim(), token);
      setAlert(null);
      onVerified(result.seller);
    } catch (error) {
      setAlert(errorMessage(error, 'OTP verification failed'));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setAlert(null);
    try {
      const result = await sellerApi.sendCode(seller.email, seller.businessName);
      setNotice(result.message);
      startWait();
    } catch (error) {
      setAlert(errorMessage(error, 'Failed to resend OTP'));
    }
  };

  return (
    <section aria-label="Verify your e-mail" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-amber-900">
        <MailWarning className="h-5 w-5 shrink-0" aria-hidden="true" />
        Verify your e-mail
      </h2>
      <p className="text-sm text-amber-900">
        {`We sent a 6-digit code to ${seller.email}. Enter it to verify your e-mail; until then we send you no other e-mail.`}
      </p>
      <FormAlert message={alert} />
      <FormNotice message={notice} />
      <form onSubmit={(e) => void verify(e)} className="flex flex-wrap items-end gap-2">
        <TextField
          label="Verification code"
          value={code}
          onValueChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="w-44"
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify e-mail'}
        </Button>
        <Button variant="outline" disabled={wait > 0} onClick={() => void resend()}>
          {wait > 0 ? `Resend in ${clock(wait)}` : 'Resend code'}
        </Button>
      </form>
    </section>
  );
}
