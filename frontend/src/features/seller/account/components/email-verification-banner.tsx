import { zodResolver } from '@hookform/resolvers/zod';
import { sellerVerifyEmailSchema, type SellerVerifyEmailInput } from '@thindi/contracts';
import { useMutation } from '@tanstack/react-query';
import MailWarning from 'lucide-react/icons/mail-warning';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { sellerApi, type Seller } from '@/features/seller/api/seller.api';

/** The server sends no new code within a minute of the last one, so the button waits as long. */
const RESEND_WAIT_SECONDS = 60;

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
  const [wait, startWait] = useCountdown();
  const { control, handleSubmit, formState } = useForm<SellerVerifyEmailInput>({
    resolver: zodResolver(sellerVerifyEmailSchema),
    defaultValues: { otp: '' },
  });
  const verify = useMutation({
    mutationFn: ({ otp }: SellerVerifyEmailInput) => sellerApi.verifyEmail(otp, token),
    onSuccess: (result) => onVerified(result.seller),
  });
  const resend = useMutation({
    mutationFn: () => sellerApi.sendCode({ email: seller.email, businessName: seller.businessName }),
    onSuccess: startWait,
  });
  const submit = handleSubmit((input) => {
    resend.reset();
    verify.mutate(input);
  });

  let alert = formState.errors.otp?.message ?? null;
  if (!alert && verify.isError) alert = errorMessage(verify.error, 'OTP verification failed');
  if (!alert && resend.isError) alert = errorMessage(resend.error, 'Failed to resend OTP');

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
      <FormNotice message={resend.isSuccess ? resend.data.message : null} />
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <FormTextField
          control={control}
          name="otp"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="w-44"
        />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify e-mail'}
        </Button>
        <Button
          variant="outline"
          disabled={wait > 0}
          onClick={() => {
            verify.reset();
            resend.mutate();
          }}
        >
          {wait > 0 ? `Resend in ${clock(wait)}` : 'Resend code'}
        </Button>
      </form>
    </section>
  );
}
