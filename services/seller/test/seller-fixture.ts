import {
  MAIL_QUEUE,
  MailJobs,
  SellerPatterns,
  type CodeMail,
  type Principal,
  type Seller,
  type SellerAuthResponse,
  type SellerVerifyEmailResponse,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { SellerModule } from '../src/seller.module';
import { FakeMediaController } from './fake-media.controller';

/** An admin, as the gateway passes one on. */
export const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };

/** A message's payload on behalf of `principal`. */
export const as = (principal: Principal, input: unknown) => ({ principal, input });

/** The fields of a registration form a spec may set itself. */
export type SellerFormFields = Partial<Record<'businessName' | 'ownerName' | 'email' | 'phone' | 'panNumber', string>>;

/** The registration form of seller number `n` (four digits): its e-mail, phone and PAN are its own. */
export const sellerForm = (n: string, fields: SellerFormFields = {}) => ({
  businessName: `Amma Snacks ${n}`,
  ownerName: 'Lakshmi',
  email: `seller${n}@example.in`,
  password: 'Kara-Sev-2024',
  phone: `98000${n}0`,
  businessType: 'individual',
  panNumber: `ABCDE${n}F`,
  address: { street: '1 Main Road', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
  bankDetails: {
    accountNumber: '123456789012',
    ifscCode: 'SBIN0001234',
    accountHolderName: 'Lakshmi',
    bankName: 'SBI',
  },
  // An FSSAI state licence of Tamil Nadu, needed before approval (decision 035).
  fssaiLicenceNumber: '13323001000123',
  fssaiLicenceKind: 'state-licence',
  fssaiValidUntil: '2030-03-31',
  ...fields,
});
export type SellerForm = ReturnType<typeof sellerForm>;

export interface SellerUnderTest {
  service: ServiceUnderTest;
  platform: Platform;
  /** A spy on the events the service publishes. */
  publish: jest.SpyInstance;
  /** A spy on the jobs the service queues (the mails among them). */
  addJob: jest.SpyInstance;
}

/** The seller service on PGlite with a stand-in for the media service, which registration calls. */
export async function startSellerForTest(): Promise<SellerUnderTest> {
  let publish: jest.SpyInstance | undefined;
  let addJob: jest.SpyInstance | undefined;
  const service = await startServiceForTest(
    'seller',
    { module: class SellerWithFakeMedia {}, imports: [SellerModule], controllers: [FakeMediaController] },
    {
      prepare: (p) => {
        publish = jest.spyOn(p.events, 'publish');
        addJob = jest.spyOn(p.jobs, 'add');
      },
    },
  );
  return { service, platform: service.platform, publish: publish!, addJob: addJob! };
}

/** A scanned PDF left in incoming storage, as the gateway leaves an upload. */
export const uploadScan = async (platform: Platform) => {
  const key = `incoming/${randomUUID()}`;
  await platform.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
  return { key, fileName: 'scan.pdf' };
};

/**
 * Registers the seller of `form` with its three documents and FSSAI certificate, then proves its e-mail with the code it was mailed, as
 * the dashboard asks: the admin's decisions are mailed only to a proven address.
 */
export async function registerVerifiedSeller(
  { platform, addJob }: Pick<SellerUnderTest, 'platform' | 'addJob'>,
  form: SellerForm,
): Promise<{ seller: Seller; principal: Principal }> {
  const documents = {
    aadharCard: await uploadScan(platform),
    panCard: await uploadScan(platform),
    bankDocument: await uploadScan(platform),
    fssaiCertificate: await uploadScan(platform),
  };
  const res = await platform.client.command<SellerAuthResponse>(SellerPatterns.register, {
    registration: form,
    documents,
  });
  const { code } = addJob.mock.calls
    .filter(([queue, name]) => queue === MAIL_QUEUE && name === MailJobs.sellerEmailCode)
    .map(([, , data]) => data as CodeMail)
    .find((m) => m.to === form.email)!;
  const principal: Principal = { id: res.seller.id, role: 'seller', email: form.email };
  const verified = await platform.client.command<SellerVerifyEmailResponse>(SellerPatterns.verifyEmail, {
    principal,
    input: { otp: code },
  });
  return { seller: verified.seller, principal };
}
