import { MAX_UPLOAD_BYTES, MIN_PASSWORD_LENGTH } from '@thindi/contracts';

export const DOCUMENTS = [
  { key: 'aadharCard', label: 'Aadhar Card' },
  { key: 'panCard', label: 'PAN Card' },
  { key: 'bankDocument', label: 'Bank Document' },
] as const;
export type DocumentKey = (typeof DOCUMENTS)[number]['key'];

export const EMPTY_SELLER_FORM = {
  businessName: '',
  ownerName: '',
  email: '',
  phone: '',
  businessType: 'individual',
  street: '',
  city: '',
  state: '',
  pincode: '',
  panNumber: '',
  gstNumber: '',
  accountNumber: '',
  ifscCode: '',
  accountHolderName: '',
  bankName: '',
  password: '',
  confirmPassword: '',
};
export type SellerForm = typeof EMPTY_SELLER_FORM;
export type SellerField = keyof SellerForm;
export type SellerDocuments = Partial<Record<DocumentKey, File>>;

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
export const DOCUMENTS_MESSAGE = 'Please upload all required documents (Aadhar Card, PAN Card, and Bank Document)';
const ALLOWED_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'];
const ALLOWED_MIME = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];

/** Spec section 5 (file upload): checked as soon as a file is chosen. */
export function checkDocument(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'File size must be less than 5MB';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ALLOWED_MIME.includes(file.type) && !ALLOWED_EXTENSIONS.includes(extension)) {
    return `File type not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}`;
  }
  return null;
}

/** The fields each step marks as required; the gate before Next. */
export const STEP_REQUIRED: SellerField[][] = [
  ['businessName', 'ownerName', 'email', 'phone', 'businessType'],
  ['street', 'city', 'state', 'pincode', 'panNumber'],
  ['accountNumber', 'ifscCode', 'accountHolderName', 'bankName', 'password', 'confirmPassword'],
];

export const missing = (form: SellerForm, fields: SellerField[]): boolean => fields.some((f) => !form[f].trim());
export const missingDocuments = (docs: SellerDocuments): boolean => DOCUMENTS.some((d) => !docs[d.key]);

/** The final checks before the registration is sent. */
export function validateSellerForm(form: SellerForm, docs: SellerDocuments): string | null {
  if (STEP_REQUIRED.some((fields) => missing(form, fields))) return REQUIRED_MESSAGE;
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (missingDocuments(docs)) return DOCUMENTS_MESSAGE;
  return null;
}

/** Multipart body of POST /api/sellers/register: nested address and bank details as JSON strings. */
export function toFormData(form: SellerForm, docs: SellerDocuments): FormData {
  const data = new FormData();
  const text = ['businessName', 'ownerName', 'email', 'phone', 'businessType', 'panNumber', 'password'] as const;
  for (const field of text) data.append(field, form[field].trim());
  if (form.gstNumber.trim()) data.append('gstNumber', form.gstNumber.trim().toUpperCase());
  const { street, city, state, pincode } = form;
  data.append('address', JSON.stringify({ street, city, state, pincode }));
  const { accountNumber, ifscCode, accountHolderName, bankName } = form;
  data.append('bankDetails', JSON.stringify({ accountNumber, ifscCode, accountHolderName, bankName }));
  for (const { key } of DOCUMENTS) {
    const file = docs[key];
    if (file) data.append(key, file, file.name);
  }
  return data;
}
