import {
  bankDetailsSchema,
  checkFoodLicence,
  MAX_UPLOAD_BYTES,
  REQUIRED_DOCUMENTS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  sellerAddressSchema,
  sellerRegistrationSchema,
  type SellerDocumentField,
} from '@thindi/contracts';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { z } from 'zod';

export { REQUIRED_DOCUMENTS_MESSAGE, REQUIRED_FIELDS_MESSAGE };
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** The KYC documents every registration gives (the FSSAI certificate has its own section). */
export type KycDocumentField = Exclude<SellerDocumentField, 'fssaiCertificate'>;
export const DOCUMENTS: ReadonlyArray<{ key: KycDocumentField; label: string }> = [
  { key: 'aadharCard', label: 'Aadhar Card' },
  { key: 'panCard', label: 'PAN Card' },
  { key: 'bankDocument', label: 'Bank Document' },
];

/** A field the form marks as required: empty gets 'Please fill in all required fields', anything else the contract's rule. */
const filled = <T extends z.ZodType<unknown, string>>(rule: T) =>
  z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).pipe(rule);
/** A document not chosen yet is undefined in the form; the registration needs all three. */
const document = z.custom<File | undefined>().pipe(z.instanceof(File, { error: REQUIRED_DOCUMENTS_MESSAGE }));
/** The FSSAI certificate may come later, with the licence (the admin approves only once both are given). */
const optionalDocument = z.custom<File | undefined>((value) => value === undefined || value instanceof File);
const LICENCE_FIELDS = ['fssaiLicenceNumber', 'fssaiLicenceKind', 'fssaiValidUntil'] as const;
const { shape } = sellerRegistrationSchema;
const address = sellerAddressSchema.shape;
const bank = bankDetailsSchema.shape;

/**
 * The sign-up form: the registration contract (its formats and messages), every field the form marks as required
 * answering 'Please fill in all required fields' when empty (docs/product.md, Sellers > Registration), the password typed twice, the
 * three documents, and the FSSAI licence (optional here: number, kind and valid-until together, and its certificate).
 */
export const sellerSignupSchema = sellerRegistrationSchema
  .safeExtend({
    phone: filled(shape.phone),
    panNumber: filled(shape.panNumber),
    address: z.object({
      street: filled(address.street),
      city: filled(address.city),
      state: filled(address.state),
      pincode: filled(address.pincode),
    }),
    bankDetails: z.object({
      accountNumber: filled(bank.accountNumber),
      ifscCode: filled(bank.ifscCode),
      accountHolderName: filled(bank.accountHolderName),
      bankName: filled(bank.bankName),
    }),
    confirmPassword: filled(z.string()),
    documents: z.object({
      aadharCard: document,
      panCard: document,
      bankDocument: document,
      fssaiCertificate: optionalDocument,
    }),
  })
  // The contract checks the licence fields together only once every other field is right; the form checks them
  // on their own step, so they are checked whenever their own shapes are.
  .superRefine((form, ctx) => checkFoodLicence(form, ctx), {
    when: ({ issues }) => !issues.some((issue) => (LICENCE_FIELDS as readonly unknown[]).includes(issue.path?.[0])),
  })
  // Checked even while another field is wrong: a mismatch is named before a short password.
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
    when: () => true,
  });
export type SellerSignupFields = z.input<typeof sellerSignupSchema>;
export type SellerSignup = z.output<typeof sellerSignupSchema>;
type FieldName = FieldPath<SellerSignupFields>;

export const EMPTY_SELLER_FORM: SellerSignupFields = {
  businessName: '',
  ownerName: '',
  email: '',
  phone: '',
  businessType: 'individual',
  panNumber: '',
  gstNumber: '',
  address: { street: '', city: '', state: '', pincode: '' },
  bankDetails: { accountNumber: '', ifscCode: '', accountHolderName: '', bankName: '' },
  password: '',
  confirmPassword: '',
  fssaiLicenceNumber: '',
  fssaiLicenceKind: '',
  fssaiValidUntil: '',
  documents: { aadharCard: undefined, panCard: undefined, bankDocument: undefined, fssaiCertificate: undefined },
};

/** What each step checks before Next; the documents only once the step's fields are right. */
export const STEP_FIELDS: FieldName[][] = [
  ['businessName', 'ownerName', 'email', 'phone', 'businessType'],
  ['address', 'panNumber', 'gstNumber', ...LICENCE_FIELDS],
];
export const DOCUMENTS_STEP = 1;

/** The order the banner reads problems in: a password mismatch before a short password, documents last. */
const MESSAGE_ORDER: FieldName[] = [...STEP_FIELDS.flat(), 'bankDetails', 'confirmPassword', 'password', 'documents'];

function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return [message];
  return Object.entries(error)
    .filter(([key]) => key !== 'ref')
    .flatMap(([, value]) => messagesOf(value));
}

/** One message at a time, as the form shows them: a missing field first, then in the order above. */
export function bannerMessage(errors: FieldErrors<SellerSignupFields>): string | null {
  const messages = MESSAGE_ORDER.flatMap((name) => messagesOf(errors[name.split('.')[0] as keyof typeof errors]));
  return messages.find((m) => m === REQUIRED_FIELDS_MESSAGE) ?? messages[0] ?? null;
}

const ALLOWED_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'];
const ALLOWED_MIME = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];

/** A document (docs/product.md, Sellers > Registration): checked as soon as a file is chosen. */
export function checkDocument(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'File size must be less than 5MB';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ALLOWED_MIME.includes(file.type) && !ALLOWED_EXTENSIONS.includes(extension)) {
    return `File type not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}`;
  }
  return null;
}

/** Multipart body of POST /api/sellers/register: nested address and bank details as JSON strings. */
export function toFormData(signup: SellerSignup): FormData {
  const data = new FormData();
  const text = ['businessName', 'ownerName', 'email', 'phone', 'businessType', 'panNumber', 'password'] as const;
  for (const field of text) data.append(field, signup[field]);
  if (signup.gstNumber) data.append('gstNumber', signup.gstNumber);
  data.append('address', JSON.stringify(signup.address));
  data.append('bankDetails', JSON.stringify(signup.bankDetails));
  for (const { key } of DOCUMENTS) data.append(key, signup.documents[key], signup.documents[key].name);
  for (const field of LICENCE_FIELDS) {
    const value = signup[field];
    if (value) data.append(field, value);
  }
  const certificate = signup.documents.fssaiCertificate;
  if (certificate) data.append('fssaiCertificate', certificate, certificate.name);
  return data;
}
