import { MAIL_QUEUE, MailJobs, SellerEvents, type SellerRegistration } from '@thindi/contracts';
import {
  type OutboxEntry,
  type AppConfig,
  type TokenService,
  type ServiceWorkflows,
  type Step,
  type UnitOfWork,
  type Workflow,
} from '@thindi/platform';
import { stepContext } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { SellerRow } from '../../db/schema';
import type { LoginCodeRow } from '../../db/schema';
import type { SellersRepository } from '../../db/sellers.repository';
import { RegisterSellerHandler } from './register-seller.handler';
import type { RegisterSellerState } from './register-seller.state';
import type { StoreDocumentsStep } from './store-documents.step';

const registration = {
  businessName: 'Amma Snacks',
  ownerName: 'Lakshmi',
  email: 'amma@example.in',
  phone: '9876543210',
  businessType: 'individual',
  panNumber: 'ABCDE1234F',
  address: { street: '1 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
  bankDetails: { accountNumber: '123456789', ifscCode: 'SBIN0001234', accountHolderName: 'Lakshmi', bankName: 'SBI' },
} as unknown as SellerRegistration;

const stored = {
  aadharCard: { key: 'sellers/aadhar.pdf', name: 'aadhar.pdf' },
  panCard: { key: 'sellers/pan.pdf', name: 'pan.pdf' },
  bankDocument: { key: 'sellers/bank.pdf', name: 'bank.pdf' },
};

/**
 * The registration flow's write-seller step, taken from the flow the handler registers, over faked ports: a
 * sellers table that holds `existing` (and fails inserts when `failInsert`), and a unit of work that records
 * what it was asked to send.
 */
function writeSeller(existing?: Partial<SellerRow>, failInsert = false) {
  let flow: Workflow<RegisterSellerState> | undefined;
  const workflows = { register: (f: Workflow<RegisterSellerState>) => (flow = f) } as unknown as ServiceWorkflows;
  const inserted: Array<{ tx: unknown; row: Record<string, unknown>; code?: LoginCodeRow }> = [];
  const sellers = {
    byEmail: async (email: string) => (existing?.email === email ? existing : undefined),
    insert: async (tx: unknown, row: Record<string, unknown>, code?: LoginCodeRow) => {
      if (failInsert) throw new Error('database down');
      inserted.push({ tx, row, code });
      return { ...row, emailVerified: false, createdAt: new Date('2026-01-05T10:00:00Z') };
    },
  } as unknown as SellersRepository;
  const sent: OutboxEntry[] = [];
  const unitOfWork = {
    run: async <R>(work: (tx: unknown, events: { add(...e: OutboxEntry[]): void }) => Promise<R>) => {
      const entries: OutboxEntry[] = [];
      const answer = await work('tx', { add: (...more) => void entries.push(...more) });
      sent.push(...entries);
      return answer;
    },
  } as unknown as UnitOfWork<never>;
  const config = { JWT_SECRET: 'test-secret' } as AppConfig;
  const documents = { step: { name: 'store-documents' } } as unknown as StoreDocumentsStep;
  new RegisterSellerHandler(config, {} as TokenService, sellers, workflows, unitOfWork, documents);
  const step = flow!.steps.find((s) => s.name === 'write-seller') as Step<RegisterSellerState>;
  const state: RegisterSellerState = {
    owner: { id: randomUUID(), role: 'seller', email: registration.email },
    registration,
    files: {} as RegisterSellerState['files'],
    passwordHash: 'hash',
    stored,
  };
  return { step, state, inserted, sent, flow: flow! };
}

describe('register-seller step write-seller', () => {
  it('comes after the documents are kept', () => {
    expect(writeSeller().flow.steps.map((s) => s.name)).toEqual(['store-documents', 'write-seller']);
  });

  it('writes the seller with its documents and a hashed e-mail code, then announces it and mails the code', async () => {
    const { step, state, inserted, sent } = writeSeller();
    const added = (await step.invoke(state, stepContext('register-seller'))) as RegisterSellerState;
    expect(inserted).toHaveLength(1);
    const [{ tx, row, code }] = inserted;
    expect(tx).toBe('tx');
    expect(row).toMatchObject({
      id: state.owner.id,
      email: 'amma@example.in',
      documents: { aadharCard: 'sellers/aadhar.pdf', panCard: 'sellers/pan.pdf', bankDocument: 'sellers/bank.pdf' },
      passwordHash: 'hash',
    });
    expect(code).toMatchObject({ email: 'amma@example.in', attempts: 0 });
    expect(added.row).toMatchObject({ id: state.owner.id });
    expect(sent).toEqual([
      {
        kind: 'event',
        subject: SellerEvents.registered,
        data: {
          sellerId: state.owner.id,
          businessName: 'Amma Snacks',
          email: 'amma@example.in',
          at: expect.any(String),
        },
      },
      {
        kind: 'job',
        queue: MAIL_QUEUE,
        name: MailJobs.sellerEmailCode,
        data: expect.objectContaining({ to: 'amma@example.in', code: expect.stringMatching(/^\d{6}$/) }),
      },
    ]);
    expect(JSON.stringify(code)).not.toContain((sent[1].data as { code: string }).code);
  });

  it('sends no code when a proven seller holds the e-mail, and tells that seller of the attempt', async () => {
    const { step, state, inserted, sent } = writeSeller({
      email: 'amma@example.in',
      ownerName: 'Lakshmi',
      emailVerified: true,
    });
    await step.invoke(state, stepContext('register-seller'));
    expect(inserted[0].code).toBeUndefined();
    expect(sent.map((e) => (e.kind === 'job' ? e.name : e.subject))).toEqual([
      SellerEvents.registered,
      MailJobs.sellerSignupAttempt,
    ]);
  });

  it('sends nothing when the write fails, and has no undo of its own (the documents’ undo removes them)', async () => {
    const { step, state, sent } = writeSeller(undefined, true);
    await expect(step.invoke(state, stepContext('register-seller'))).rejects.toThrow('database down');
    expect(sent).toEqual([]);
    expect(step.compensation).toBeUndefined();
  });
});
