import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUSINESS_TYPES, type SellerProfileResponse } from '@thindi/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerApi, type Seller } from '@/features/seller/api/seller.api';
import { IfscBankFields } from './ifsc-bank-fields';
import { FoodLicenceFields } from './food-licence-fields';
import { fieldsOf, profileFormSchema, type ProfileForm, type ProfileFormFields } from './seller-profile-model';
import { StorefrontFields } from './storefront-fields';
import {
  SellerDocumentReplacements,
  uploadReplacements,
  type DocumentReplacements,
} from './seller-document-replacements';

const upper = (value: string) => value.toUpperCase();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface SellerProfileFormProps {
  seller: Seller;
  onSaved: (answer: SellerProfileResponse) => void;
  onCancel: () => void;
}

/**
 * The seller edits its business, contact, address and bank details, its FSSAI licence, what the storefront says of it
 * and its customer care, and may replace its KYC documents. Changing the
 * PAN, GST number, bank account or IFSC, or a document, sends a verified seller back to verification, which the
 * form says before and after saving.
 */
export function SellerProfileForm({ seller, onSaved, onCancel }: SellerProfileFormProps) {
  const typeId = useId();
  const { control, register, handleSubmit } = useForm<ProfileFormFields, unknown, ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: fieldsOf(seller),
  });
  const queryClient = useQueryClient();
  const [replacements, setReplacements] = useState<DocumentReplacements>({});
  const save = useMutation({
    mutationFn: async (input: ProfileForm) => {
      const token = readToken('seller');
      const documents = await uploadReplacements(replacements, token);
      return sellerApi.updateProfile(documents ? { ...input, documents } : input, token);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: sellerKeys.me() });
      onSaved(answer);
    },
  });
  const submit = handleSubmit((input) => save.mutate(input));
  // Each field shows its own message; the banner carries the server's refusal.
  const problem = save.isError ? errorMessage(save.error, 'Could not save your profile') : null;
  return (
    <form noValidate aria-label="Edit business profile" onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormAlert message={problem} />
      {seller.isVerified ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Changing your PAN, GST number, bank account number or IFSC code, or replacing a document, sends your account
          back to verification: your products leave the store until an admin approves the new details.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField showError control={control} name="businessName" label="Business Name" required />
        <FormTextField showError control={control} name="ownerName" label="Owner Name" required />
        <FormTextField showError control={control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
        <div className="space-y-1">
          <label htmlFor={typeId} className="block text-sm font-medium text-stone-800">
            Business Type
          </label>
          <select id={typeId} className={INPUT_CLASSES} {...register('businessType')}>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {capitalise(type)}
              </option>
            ))}
          </select>
        </div>
        <FormTextField showError control={control} name="panNumber" label="PAN Number" required transform={upper} />
        <FormTextField showError control={control} name="gstNumber" label="GST Number" transform={upper} />
        <FormTextField
          showError
          control={control}
          name="address.street"
          label="Street"
          required
          className="sm:col-span-2"
        />
        <FormTextField showError control={control} name="address.city" label="City" required />
        <FormTextField showError control={control} name="address.state" label="State" required />
        <FormTextField
          showError
          control={control}
          name="address.pincode"
          label="Pincode"
          required
          inputMode="numeric"
        />
        <FormTextField
          showError
          control={control}
          name="bankDetails.accountNumber"
          label="Bank Account Number"
          hint={`Leave blank to keep the account ending ${seller.bankDetails.accountNumberLast4.slice(-4)}`}
          inputMode="numeric"
        />
        <IfscBankFields
          showError
          control={control}
          names={{ ifsc: 'bankDetails.ifscCode', bankName: 'bankDetails.bankName' }}
        />
        <FormTextField
          showError
          control={control}
          name="bankDetails.accountHolderName"
          label="Account Holder Name"
          required
        />
        <FoodLicenceFields
          showError
          control={control}
          certificate={replacements.fssaiCertificate}
          onCertificate={(file) => setReplacements({ ...replacements, fssaiCertificate: file })}
          certificateHint={
            seller.documents.fssaiCertificate
              ? 'Certificate uploaded; choose a file to replace it'
              : 'No certificate uploaded yet'
          }
        />
        <StorefrontFields control={control} register={register} />
      </div>
      <SellerDocumentReplacements seller={seller} chosen={replacements} onChange={setReplacements} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
