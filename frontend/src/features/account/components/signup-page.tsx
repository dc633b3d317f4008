import type { UserData } from '@thindi/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { LoadingState } from '@/components/ui/loading-state';
import { signInReturn } from '@/lib/return-after-sign-in';
import { authApi } from '../api/auth.api';
import { useCustomerSession } from '../hooks/customer-session';
import { OtpCodeStep, type CodeSent } from './otp-code-step';
import type { SignupForm } from '@/components/auth/auth-forms.schema';
import { EMPTY_SIGNUP, SignupDetailsForm } from './signup-details-form';

const STEPS = ['Account Details', 'Email Verification'];

/** The e-mail a link here brought along ('No account? Sign up' on the code sign-in), to start the form with. */
function typedBefore(state: unknown): SignupForm | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? { ...EMPTY_SIGNUP, email } : undefined;
}

/**
 * /signup: Account Details, then Email Verification; success signs in and goes to `/`, or back to the page that
 * asked the visitor to sign in. Each step change brings the step's heading to the top of the screen, so on a phone
 * the code field is in view (and in focus) rather than above it.
 */
export function SignupPage() {
  const session = useCustomerSession();
  const location = useLocation();
  const [pending, setPending] = useState<(CodeSent & { data: UserData }) | null>(null);
  // What was typed in step 1, so 'Back' from the code step shows it again.
  const [typed, setTyped] = useState<SignupForm | undefined>(() => typedBefore(location.state));
  const [back, setBack] = useState<string | null>(null);
  const step = pending ? 2 : 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to={back ?? '/'} replace />;

  const sendCode = (data: UserData) => authApi.sendOtp(data.email, 'registration', data.firstName);

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
      <h2 ref={heading} className="scroll-mt-36 text-lg font-semibold text-stone-900 lg:scroll-mt-24">
        {STEPS[step - 1]}
      </h2>
      {pending ? (
        <OtpCodeStep
          email={pending.data.email}
          resendAfterSeconds={pending.resendAfterSeconds}
          submitLabel="Verify & Create Account"
          busyLabel="Verifying..."
          verifyFallback="OTP verification failed"
          onVerify={async (otp) => {
            const result = await authApi.verifyOtp(pending.data.email, otp, pending.data);
            setBack(signInReturn.take());
            session.signIn(result.token, result.user);
          }}
          onResend={() => sendCode(pending.data)}
          onBack={() => setPending(null)}
        />
      ) : (
        <SignupDetailsForm
          initial={typed}
          onSubmit={async (data, form) => {
            setTyped(form);
            const { resendAfterSeconds } = await sendCode(data);
            setPending({ data, resendAfterSeconds });
          }}
        />
      )}
    </AuthCard>
  );
}
