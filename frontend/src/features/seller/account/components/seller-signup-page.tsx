import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import { sellerApi } from '@/features/seller/api/seller.api';
import { useSellerSession } from '@/features/seller/hooks/seller-session';
import {
  bannerMessage,
  DOCUMENTS_STEP,
  EMPTY_SELLER_FORM,
  sellerSignupSchema,
  STEP_FIELDS,
  toFormData,
  type SellerSignup,
  type SellerSignupFields,
} from './seller-signup-model';
import { AddressLegalStep, BankPasswordStep, BusinessInfoStep } from './seller-signup-steps';

const STEPS = ['Business Info', 'Address & Legal', 'Bank & Password'];

/** /seller/signup: three steps with Next and Previous; only step 3 submits (docs/product.md, Sellers > Registration). */
export function SellerSignupPage() {
  const session = useSellerSession();
  const [step, setStep] = useState(0);
  const form = useForm<SellerSignupFields, unknown, SellerSignup>({
    resolver: zodResolver(sellerSignupSchema),
    defaultValues: EMPTY_SELLER_FORM,
  });
  const { control, handleSubmit, trigger, clearErrors, formState } = form;
  const register = useMutation({
    mutationFn: (signup: SellerSignup) => sellerApi.register(toFormData(signup)),
    onSuccess: (result) => session.signIn(result.token, result.seller),
  });

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to="/seller/dashboard" replace />;

  const next = async () => {
    register.reset();
    if (!(await trigger(STEP_FIELDS[step]))) return;
    if (step === DOCUMENTS_STEP && !(await trigger('documents'))) return;
    // The next step opens clean: its messages appear only once the seller tries to go on.
    clearErrors();
    setStep((s) => s + 1);
  };
  const submit = handleSubmit((signup) => register.mutate(signup));
  const onSubmit = (event: FormEvent) => {
    if (step < 2) {
      event.preventDefault();
      void next();
    } else void submit(event);
  };

  const failure = register.isError ? errorMessage(register.error, 'Registration failed') : null;
  const footer = (
    <p>
      Already registered?{' '}
      <Link to="/seller/login" className="font-semibold text-amber-800 hover:underline">
        Sign in to your dashboard
      </Link>
    </p>
  );

  return (
    <AuthCard title="Become a Seller" subtitle={`Step ${step + 1} of 3: ${STEPS[step]}`} footer={footer}>
      <ol className="grid grid-cols-3 gap-2 text-center text-xs font-semibold" aria-label="Steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={
              index <= step
                ? 'rounded-md bg-amber-100 py-1.5 text-amber-900'
                : 'rounded-md bg-stone-100 py-1.5 text-stone-500'
            }
          >
            {label}
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <h2 className="text-lg font-semibold text-stone-900">{STEPS[step]}</h2>
        <FormAlert message={bannerMessage(formState.errors) ?? failure} />
        {step === 0 ? <BusinessInfoStep control={control} /> : null}
        {step === 1 ? <AddressLegalStep control={control} showRequired={Boolean(formState.errors.documents)} /> : null}
        {step === 2 ? <BankPasswordStep control={control} /> : null}
        <div className="flex justify-between gap-3 pt-2">
          {step > 0 ? (
            <Button
              variant="outline"
              onClick={() => {
                clearErrors();
                register.reset();
                setStep((s) => s - 1);
              }}
            >
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < 2 ? (
            // Distinct keys: the Next button must not be reused as the submit button while its click is handled
            // (the browser would then submit step 3 unfilled).
            <Button key="next" onClick={() => void next()}>
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={register.isPending}>
              {register.isPending ? 'Registering...' : 'Register as Seller'}
            </Button>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
