import { BUSINESS_TYPES } from '@thindi/contracts';
import { useId } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordMatch, PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { INPUT_CLASSES, TextField } from '@/components/ui/text-field';
import { DocumentField } from './document-field';
import {
  DOCUMENTS,
  type DocumentKey,
  type SellerDocuments,
  type SellerField,
  type SellerForm,
} from './seller-signup-model';

interface StepProps {
  form: SellerForm;
  set: (field: SellerField) => (value: string) => void;
}

const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);

export function BusinessInfoStep({ form, set }: StepProps) {
  const typeId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Business Name"
        required
        value={form.businessName}
        onValueChange={set('businessName')}
        className="sm:col-span-2"
      />
      <TextField label="Owner Name" required value={form.ownerName} onValueChange={set('ownerName')} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onValueChange={set('email')}
      />
      <TextField label="Phone" type="tel" required autoComplete="tel" value={form.phone} onValueChange={set('phone')} />
      <div className="space-y-1">
        <label htmlFor={typeId} className="block text-sm font-medium text-stone-800">
          Business Type<span aria-hidden="true"> *</span>
        </label>
        <select
          id={typeId}
          required
          className={INPUT_CLASSES}
          value={form.businessType}
          onChange={(event) => set('businessType')(event.target.value)}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalise(type)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

interface AddressLegalStepProps extends StepProps {
  documents: SellerDocuments;
  onDocument: (key: DocumentKey, file: File | undefined) => void;
  showRequired: boolean;
}

export function AddressLegalStep({ form, set, documents, onDocument, showRequired }: AddressLegalStepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Street" required value={form.street} onValueChange={set('street')} className="sm:col-span-2" />
      <TextField label="City" required value={form.city} onValueChange={set('city')} />
      <TextField label="State" required value={form.state} onValueChange={set('state')} />
      <TextField
        label="Pincode"
        required
        inputMode="numeric"
        maxLength={6}
        value={form.pincode}
        onValueChange={set('pincode')}
      />
      <TextField
        label="PAN Number"
        required
        value={form.panNumber}
        onValueChange={(v) => set('panNumber')(v.toUpperCase())}
      />
      <TextField
        label="GST Number (optional)"
        value={form.gstNumber}
        onValueChange={set('gstNumber')}
        className="sm:col-span-2"
      />
      {DOCUMENTS.map((doc) => (
        <DocumentField
          key={doc.key}
          label={doc.label}
          file={documents[doc.key]}
          showRequired={showRequired}
          onChange={(file) => onDocument(doc.key, file)}
        />
      ))}
    </div>
  );
}

export function BankPasswordStep({ form, set }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Account Number"
        required
        inputMode="numeric"
        value={form.accountNumber}
        onValueChange={set('accountNumber')}
      />
      <TextField
        label="IFSC Code"
        required
        value={form.ifscCode}
        onValueChange={(v) => set('ifscCode')(v.toUpperCase())}
      />
      <TextField
        label="Account Holder Name"
        required
        value={form.accountHolderName}
        onValueChange={set('accountHolderName')}
      />
      <TextField label="Bank Name" required value={form.bankName} onValueChange={set('bankName')} />
      <div className="sm:col-span-2">
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          value={form.password}
          onValueChange={set('password')}
        >
          <PasswordStrengthMeter password={form.password} />
        </PasswordField>
      </div>
      <div className="sm:col-span-2">
        <PasswordField
          label="Confirm Password"
          required
          autoComplete="new-password"
          value={form.confirmPassword}
          onValueChange={set('confirmPassword')}
        >
          <PasswordMatch password={form.password} confirm={form.confirmPassword} />
        </PasswordField>
      </div>
    </div>
  );
}
