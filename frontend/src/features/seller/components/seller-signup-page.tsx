import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import { sellerApi } from '../api/seller.api';
import { useSellerSession } from '../hooks/seller-session';
import {
  DOCUMENTS_MESSAGE,
  EMPTY_SELLER_FORM,
  REQUIRED_MESSAGE,
  STEP_REQUIRED,
  missing,
  missingDocuments,
  toFormData,
  validateSellerForm,
  type DocumentKey,
  type SellerDocuments,
  type SellerField,
} from './seller-signup-model';
import { AddressLegalStep, BankPasswordStep, BusinessInfoStep } from './seller-signup-steps';

const STEPS = ['Business Info', 'Address & Legal', 'Bank & Password'];

/** /seller/signup: three steps with Next and Previous; only step 3 submits (spec sections 2, 4, 5). */
export function SellerSignupPage() {
  const session = useSellerSession();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(EMPTY_SELLER_FORM);
  const [documents, setDocuments] = useState<SellerDocuments>({});
  const [showRequired, setShowRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to="/seller/dashboard" replace />;

  const set = (field: SellerField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const onDocument = (key: DocumentKey, file: File | undefined) => setDocuments((d) => ({ ...d, [key]: file }));

  const next = () => {
    if (missing(form, STEP_REQUIRED[step])) return setError(REQUIRED_MESSAGE);
    if (step === 1 && missingDocuments(documents)) {
      setShowRequired(true);
      return setError(DOCUMENTS_MESSAGE);
    }
    setError(null);
    setStep((s) => s + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) return next();
    const problem = validateSellerForm(form, documents);
    if (problem) {
      setShowRequired(problem === DOCUMENTS_MESSAGE);
      return setError(problem);
    }
    setError(null);
    setBusy(true);
    try {
      const result = await sellerApi.register(toFormData(form, documents));
      session.signIn(result.token, result.seller);
    } catch (err) {
      setError(errorMessage(err, 'Registration failed'));
      setBusy(false);
    }
  };

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
      <form noValidate onSubmit={submit} className="space-y-4">
        <h2 className="text-lg font-semibold text-stone-900">{STEPS[step]}</h2>
        <FormAlert message={error} />
        {step === 0 ? <BusinessInfoStep form={form} set={set} /> : null}
        {step === 1 ? (
          <AddressLegalStep
            form={form}
            set={set}
            documents={documents}
            onDocument={onDocument}
            showRequired={showRequired}
          />
        ) : null}
        {step === 2 ? <BankPasswordStep form={form} set={set} /> : null}
        <div className="flex justify-between gap-3 pt-2">
          {step > 0 ? (
            <Button
              variant="outline"
              onClick={() => {
                setError(null);
                setStep((s) => s - 1);
              }}
            >
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < 2 ? (
            <Button onClick={next}>Next</Button>
          ) : (
            <Button type="submit" disabled={busy}>
              {busy ? 'Registering...' : 'Register as Seller'}
            </Button>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
