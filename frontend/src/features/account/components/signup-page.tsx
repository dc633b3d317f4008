import type { UserData } from '@thindi/contracts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { LoadingState } from '@/components/ui/loading-state';
import { authApi } from '../api/auth.api';
import { useCustomerSession } from '../hooks/customer-session';
import { OtpCodeStep } from './otp-code-step';
import type { SignupForm } from '@/components/auth/auth-forms.schema';
import { SignupDetailsForm } from './signup-details-form';

const STEPS = ['Account Details', 'Email Verification'];

/** /signup: Account Details, then Email Verification; success signs in and goes to `/` (spec section 4). */
export function SignupPage() {
  const session = useCustomerSession();
  const [pending, setPending] = useState<UserData | null>(null);
  // What was typed in step 1, so 'Back' from the code step shows it again.
  const [typed, setTyped] = useState<SignupForm | undefined>(undefined);

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to="/" replace />;

  const step = pending ? 2 : 1;
  const sendCode = async (data: UserData) => {
    await authApi.sendOtp(data.email, 'registration', data.firstName);
  };

  const footer = (
    <>
      <p>
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-amber-800 hover:underline">
          Sign in
        </Link>
      </p>
      <p>
        Want to sell?{' '}
        <Link to="/seller/signup" className="font-semibold text-amber-800 hover:underline">
          Register as a seller
        </Link>
      </p>
    </>
  );

  return (
    <AuthCard title="Create Account" subtitle={`Step ${step} of 2: ${STEPS[step - 1]}`} footer={footer}>
      <h2 className="text-lg font-semibold text-stone-900">{STEPS[step - 1]}</h2>
      {pending ? (
        <OtpCodeStep
          email={pending.email}
          submitLabel="Verify & Create Account"
          busyLabel="Verifying..."
          verifyFallback="OTP verification failed"
          onVerify={async (otp) => {
            const result = await authApi.verifyOtp(pending.email, otp, pending);
            session.signIn(result.token, result.user);
          }}
          onResend={() => sendCode(pending)}
          onBack={() => setPending(null)}
        />
      ) : (
        <SignupDetailsForm
          initial={typed}
          onSubmit={async (data, form) => {
            setTyped(form);
            await sendCode(data);
            setPending(data);
          }}
        />
      )}
    </AuthCard>
  );
}
