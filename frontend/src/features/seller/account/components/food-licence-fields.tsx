import { FSSAI_KIND_LABELS, FSSAI_KINDS, type FssaiKind } from '@thindi/contracts';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { DocumentField } from './document-field';

/** The licence fields as a form keeps them: text, '' where not given. */
export interface FoodLicenceDraft {
  fssaiLicenceNumber?: string | null;
  fssaiLicenceKind?: FssaiKind | '' | null;
  fssaiValidUntil?: string | null;
}

export const NUMBER_HINT = '14 digits, as printed on your FSSAI licence or registration certificate';

interface FoodLicenceFieldsProps<T extends FieldValues & FoodLicenceDraft, O> {
  control: Control<T, unknown, O>;
  /** The certificate chosen now (kept by the form or the profile's replacements). */
  certificate: File | undefined;
  onCertificate: (file: File | undefined) => void;
  /** What is on file already, or why the certificate matters. */
  certificateHint: string;
  /** Shows each field's own message under it (the profile); the sign-up names problems in its banner. */
  showError?: boolean;
}

function KindSelect<T extends FieldValues & FoodLicenceDraft, O>({
  control,
  showError,
}: {
  control: Control<T, unknown, O>;
  showError?: boolean;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'fssaiLicenceKind' as FieldPath<T> });
  const { ref, name, value, onChange, onBlur } = field;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Licence Kind
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        className={INPUT_CLASSES}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={showError && fieldState.error ? `${id}-message` : undefined}
        value={(value as string | null | undefined) ?? ''}
        onChange={onChange}
        onBlur={onBlur}
      >
        <option value="">Choose the kind</option>
        {FSSAI_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {FSSAI_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
      {showError && fieldState.error ? (
        <p id={`${id}-message`} className="text-sm text-red-700">
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The seller's FSSAI licence (decision 035): its number, kind, the date it is valid until and its certificate.
 * All three fields together or none: the contract's rules and messages check them.
 */
export function FoodLicenceFields<T extends FieldValues & FoodLicenceDraft, O>({
  control,
  certificate,
  onCertificate,
  certificateHint,
  showError,
}: FoodLicenceFieldsProps<T, O>) {
  const heading = useId();
  return (
    <fieldset aria-labelledby={heading} className="space-y-3 sm:col-span-2">
      <legend id={heading} className="text-sm font-semibold text-stone-900">
        FSSAI licence
      </legend>
      <p className="text-xs text-stone-600">
        Every food business needs an FSSAI licence or registration. Your products are sold once an admin has verified
        it.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name={'fssaiLicenceNumber' as FieldPath<T>}
          label="FSSAI Licence Number"
          hint={NUMBER_HINT}
          inputMode="numeric"
          maxLength={20}
          showError={showError}
        />
        <KindSelect control={control} showError={showError} />
        <FormTextField
          control={control}
          name={'fssaiValidUntil' as FieldPath<T>}
          label="Licence Valid Until"
          type="date"
          showError={showError}
        />
        <DocumentField
          label="FSSAI Certificate"
          required={false}
          showRequired={false}
          hint={certificateHint}
          file={certificate}
          onChange={onCertificate}
        />
      </div>
    </fieldset>
  );
}
