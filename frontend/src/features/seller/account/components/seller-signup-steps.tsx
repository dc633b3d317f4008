import { BUSINESS_TYPES } from '@thindi/contracts';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { AddressPlaceFields } from '@/components/address/address-place-fields';
import { FormPasswordField, FormTextField } from '@/components/ui/form-fields';
import { PasswordMatch, PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { DocumentField } from './document-field';
import { FoodLicenceFields } from './food-licence-fields';
import { IfscBankFields } from './ifsc-bank-fields';
import { DOCUMENTS, type SellerSignup, type SellerSignupFields } from './seller-signup-model';

interface StepProps {
  control: Control<SellerSignupFields, unknown, SellerSignup>;
}

const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);
const upperCase = (text: string) => text.toUpperCase();

function BusinessTypeField({ control }: StepProps) {
  const typeId = useId();
  const { field } = useController({ control, name: 'businessType' });
  return (
    <div className="space-y-1">
      <label htmlFor={typeId} className="block text-sm font-medium text-stone-800">
        Business Type<span aria-hidden="true"> *</span>
      </label>
      <select
        id={typeId}
        required
        className={INPUT_CLASSES}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {capitalise(type)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BusinessInfoStep({ control }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField control={control} name="businessName" label="Business Name" required className="sm:col-span-2" />
      <FormTextField control={control} name="ownerName" label="Owner Name" required />
      <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <FormTextField control={control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <BusinessTypeField control={control} />
    </div>
  );
}

function DocumentInput({ control, index, showRequired }: StepProps & { index: number; showRequired: boolean }) {
  const { key, label } = DOCUMENTS[index];
  const { field } = useController({ control, name: `documents.${key}` });
  return <DocumentField label={label} file={field.value} showRequired={showRequired} onChange={field.onChange} />;
}

export function AddressLegalStep({ control, showRequired }: StepProps & { showRequired: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AddressPlaceFields
        control={control}
        names={{ pincode: 'address.pincode', city: 'address.city', state: 'address.state' }}
      />
      <FormTextField control={control} name="address.street" label="Street" required className="sm:col-span-2" />
      <FormTextField control={control} name="panNumber" label="PAN Number" required transform={upperCase} />
      <FormTextField control={control} name="gstNumber" label="GST Number (optional)" className="sm:col-span-2" />
      {DOCUMENTS.map((doc, index) => (
        <DocumentInput key={doc.key} control={control} index={index} showRequired={showRequired} />
      ))}
      <LicenceSection control={control} />
    </div>
  );
}

/** The FSSAI licence: optional at sign-up, needed before the admin approves the account. */
function LicenceSection({ control }: StepProps) {
  const { field } = useController({ control, name: 'documents.fssaiCertificate' });
  return (
    <FoodLicenceFields
      control={control}
      certificate={field.value}
      onCertificate={field.onChange}
      certificateHint="You may add your licence later, but your account is approved only once it is given"
    />
  );
}

export function BankPasswordStep({ control }: StepProps) {
  const [password, email, ownerName, businessName] = useWatch({
    control,
    name: ['password', 'email', 'ownerName', 'businessName'],
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="bankDetails.accountNumber"
        label="Account Number"
        required
        inputMode="numeric"
      />
      <IfscBankFields control={control} names={{ ifsc: 'bankDetails.ifscCode', bankName: 'bankDetails.bankName' }} />
      <FormTextField control={control} name="bankDetails.accountHolderName" label="Account Holder Name" required />
      <div className="sm:col-span-2">
        <FormPasswordField control={control} name="password" label="Password" required autoComplete="new-password">
          {(value) => <PasswordStrengthMeter password={value} userInputs={[email, ownerName, businessName]} />}
        </FormPasswordField>
      </div>
      <div className="sm:col-span-2">
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          required
          autoComplete="new-password"
        >
          {(confirm) => <PasswordMatch password={password} confirm={confirm} />}
        </FormPasswordField>
      </div>
    </div>
  );
}
