import { Inject, Injectable } from '@nestjs/common';
import {
  REQUIRED_DOCUMENTS_MESSAGE,
  SellerEvents,
  type RegisterSellerInput,
  type SellerAuthResponse,
  type SellerRegisteredEvent,
} from '@thindi/contracts';
import {
  assertDeliverableAddress,
  assertStrongPassword,
  createStep,
  createWorkflow,
  DomainError,
  hashPassword,
  type OutboxEntry,
  ServiceWorkflows,
  UnitOfWork,
  APP_CONFIG,
  type AppConfig,
  TokenService,
} from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import type { SellerDb } from '../../db/seller-db';
import { SellersRepository } from '../../db/sellers.repository';
import type { SellerRow } from '../../db/schema';
import { assertValidGstin } from '../../domain/gstin-check';
import { codeMailEntry, issueCode, signupAttemptEntry } from '../../domain/seller-codes';
import { toSellerView } from '../../domain/seller-view';
import { KYC_DOCUMENT_FIELDS, type DocumentFiles, type RegisterSellerState } from './register-seller.state';
import { StoreDocumentsStep } from './store-documents.step';
import { toRow } from './seller-row';

/**
 * Registers a seller, pending approval (not verified, active), as a flow: documents kept privately → the
 * account, its first e-mail code and the mail that carries it, and seller.registered in one transaction.
 * A failed write removes the documents. Until the seller proves the e-mail, that code is the only mail it gets.
 *
 * An unproven row does not claim its e-mail, so every valid registration answers alike, whether or not the
 * e-mail is known (decision 008). Only the mail differs: when a proven seller holds the e-mail, its owner is
 * told that someone tried to register with it, and no code goes out (the new row can never be proven).
 */
@Injectable()
export class RegisterSellerHandler {
  private readonly flow;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sellers: SellersRepository,
    private readonly workflows: ServiceWorkflows,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
    documents: StoreDocumentsStep,
  ) {
    this.flow = createWorkflow<RegisterSellerState>('register-seller', [
      documents.step,
      createStep<RegisterSellerState>('write-seller', (s) => this.write(s)),
    ]);
    workflows.register(this.flow);
  }

  async execute({ registration, documents }: RegisterSellerInput): Promise<SellerAuthResponse> {
    assertValidGstin(registration.gstNumber);
    if (!KYC_DOCUMENT_FIELDS.every((field) => documents[field]))
      throw DomainError.validation(REQUIRED_DOCUMENTS_MESSAGE, 'SELLER.DOCUMENTS_MISSING');
    // Before anything is kept or mailed: the business address must be one the pincode directory places.
    assertDeliverableAddress(registration.address);
    const { email, ownerName, businessName } = registration;
    assertStrongPassword(registration.password, [email, ownerName, businessName]);
    const start: RegisterSellerState = {
      owner: { id: randomUUID(), role: 'seller', email: registration.email },
      registration,
      files: documents as DocumentFiles,
      passwordHash: await hashPassword(registration.password),
    };
    const deadlineMs = this.config.REQUEST_TIMEOUT_MS;
    const { owner, row } = await this.workflows.run(this.flow, start, { deadlineMs });
    return {
      success: true,
      message: 'Seller registered successfully. Your account is pending approval.',
      token: this.tokens.sign(owner),
      seller: toSellerView(row!, this.config.FSSAI_GRACE_DAYS),
    };
  }

  /** Step 2: the account, its e-mail code with the mail carrying it, and seller.registered, all or nothing. */
  private async write(s: RegisterSellerState): Promise<Partial<RegisterSellerState>> {
    const owner = await this.sellers.byEmail(s.registration.email);
    const proven = owner?.emailVerified ? owner : undefined;
    const issued = proven
      ? undefined
      : issueCode(this.config, { email: s.registration.email, ownerName: s.registration.ownerName });
    const row = await this.unitOfWork.run(async (tx, events) => {
      const saved = await this.sellers.insert(
        tx,
        toRow(s.owner.id, s.registration, s.passwordHash, s.stored!),
        issued?.row,
      );
      events.add(...announce(saved, issued ? codeMailEntry(saved, issued.mail) : signupAttemptEntry(proven!)));
      return saved;
    });
    return { row };
  }
}

function announce(row: SellerRow, mail: OutboxEntry): OutboxEntry[] {
  const event: SellerRegisteredEvent = {
    sellerId: row.id,
    businessName: row.businessName,
    email: row.email,
    at: row.createdAt.toISOString(),
  };
  return [{ kind: 'event', subject: SellerEvents.registered, data: event }, mail];
}
