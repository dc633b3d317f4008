import { gstinPan, maskAccountNumber } from './seller-formats';
import { firstIssueMessage } from '../common/validate';
import { sellerRegistrationSchema } from './seller-registration.schema';

const valid = {
  businessName: 'Amma Snacks',
  ownerName: 'Lakshmi',
  email: 'Amma@Example.in',
  password: 'Kara-Sev-2024',
  phone: '+919876543210',
  businessType: 'partnership',
  panNumber: 'abcde1234f',
  gstNumber: '33abcde1234f1z7',
  address: { street: '12 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
  bankDetails: {
    accountNumber: '123456789012',
    ifscCode: 'sbin0001234',
    accountHolderName: 'Lakshmi',
    bankName: 'SBI',
  },
};
const messageFor = (over: Record<string, unknown>) => {
  const result = sellerRegistrationSchema.safeParse({ ...valid, ...over });
  return result.success ? 'ok' : firstIssueMessage(result.error);
};

describe('seller registration formats', () => {
  it('accepts a complete registration and normalises letter case', () => {
    const data = sellerRegistrationSchema.parse(valid);
    expect(data).toMatchObject({ email: 'amma@example.in', panNumber: 'ABCDE1234F', gstNumber: '33ABCDE1234F1Z7' });
    expect(data.bankDetails.ifscCode).toBe('SBIN0001234');
  });

  it.each(['ABCDE1234F', 'ZZZZZ0000Z'])('accepts the PAN %s', (pan) => {
    expect(messageFor({ panNumber: pan, gstNumber: '' })).toBe('ok');
  });

  it.each(['ABCD1234F', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234FG', ''])('refuses the PAN "%s"', (pan) => {
    expect(messageFor({ panNumber: pan })).toBe('Please enter a valid PAN number');
  });

  it.each(['SBIN0001234', 'HDFC0ABC123'])('accepts the IFSC %s', (ifscCode) => {
    expect(messageFor({ bankDetails: { ...valid.bankDetails, ifscCode } })).toBe('ok');
  });

  it.each(['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN0001234X'])('refuses the IFSC %s', (ifscCode) => {
    expect(messageFor({ bankDetails: { ...valid.bankDetails, ifscCode } })).toBe('Please enter a valid IFSC code');
  });

  it.each(['33ABCDE1234F0Z5', '33ABCDE1234F1Y5', '3AABCDE1234F1Z5', '33ABCDE1234F1Z'])(
    'refuses the GSTIN %s',
    (gstNumber) => {
      expect(messageFor({ gstNumber })).toBe('Please enter a valid GST number');
    },
  );

  it('refuses a GSTIN whose PAN part is not the PAN number', () => {
    expect(gstinPan('33ABCDE1234F1Z7')).toBe('ABCDE1234F');
    expect(messageFor({ gstNumber: '29PQRST6789K1ZS' })).toBe('The GST number must contain the PAN number');
  });

  it('treats an empty GST number as none', () => {
    expect(sellerRegistrationSchema.parse({ ...valid, gstNumber: '' }).gstNumber).toBeNull();
    expect(sellerRegistrationSchema.parse({ ...valid, gstNumber: undefined }).gstNumber).toBeNull();
  });

  it.each(['12345678', '1234567890123456789', '12345678a'])('refuses the account number %s', (accountNumber) => {
    expect(messageFor({ bankDetails: { ...valid.bankDetails, accountNumber } })).toBe(
      'Please enter a valid bank account number (9 to 18 digits)',
    );
  });

  it('checks pincode and phone with the shared patterns', () => {
    expect(messageFor({ address: { ...valid.address, pincode: '062500' } })).toBe('Please enter a valid pincode');
    expect(messageFor({ phone: '09876' })).toBe('Please enter a valid phone number');
  });

  it('answers the required-fields message for a missing required field before anything else', () => {
    expect(messageFor({ businessName: '  ', panNumber: 'bad' })).toBe('Please fill in all required fields');
    expect(messageFor({ email: undefined })).toBe('Please fill in all required fields');
    expect(messageFor({ password: '1234567' })).toBe('Password must be at least 8 characters long');
  });

  it('masks an account number to its last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXX9012');
  });
});
