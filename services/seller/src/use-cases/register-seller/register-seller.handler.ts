import { Inject, Injectable } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  REQUIRED_DOCUMENTS_MESSAGE,
  SELLER_DOCUMENT_FIELDS,
  SellerEvents,
  type RegisterSellerInput,
  type SellerAuthResponse,
  type SellerRegisteredEvent,
  type SellerRegisteredMail,
} from '@thindi/contracts';
import {
  createStep,
  createWorkflow,
  DomainError,
  hashPassword,
  PLATFORM,
  type OutboxEntry,
  type Platform,
} from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellersRepository } from '../../db/sellers.repository';
import type { SellerRow } from '../../db/schema';
import { toSellerView } from '../../domain/seller-view';
import { SellerDecisions } from '../../messaging/seller-decisions';
import { SellerWorkflows } from '../../seller-workflows';
import type { DocumentFiles, RegisterSellerState } from './register-seller.state';
import { StoreDocumentsStep } from './store-documents.step';
import { toRow } from './seller-row';

const EMAIL_TAKEN = 'A seller with this email already exists';

/**
 * Registers a seller, pending approval (not verified, active), as a flow: documents kept privately → the
 * account with its welcome mail and seller.registered in one transaction. A failed write removes the documents.
 */
@Injectable()
export class RegisterSellerHandler {
  private readonly flow;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly workflows: SellerWorkflows,
    private readonly outbox: SellerDecisions,
    documents: StoreDocumentsStep,
  ) {
    this.flow = createWorkflow<RegisterSellerState>('register-seller', [
      documents.step,
      createStep<RegisterSellerState>('write-seller', (s) => this.write(s)),
    ]);
    workflows.register(this.flow);
  }

  async execute({ registration, documents }: RegisterSellerInput): Promise<SellerAuthResponse> {
    if (!SELLER_DOCUMENT_FIELDS.every((field) => documents[field]))
      throw DomainError.validation(REQUIRED_DOCUMENTS_MESSAGE);
    if (await this.sellers.byEmail(registration.email)) throw DomainError.conflict(EMAIL_TAKEN);
    const start: RegisterSellerState = {
      owner: { id: randomUUID(), role: 'seller', email: registration.email },
      registration,
      files: documents as DocumentFiles,
      passwordHash: await hashPassword(registration.password),
    };
    const deadlineMs = this.platform.config.REQUEST_TIMEOUT_MS;
    const { owner, row } = await this.workflows.run(this.flow, start, { deadlineMs });
    return {
      success: true,
      message: 'Seller registered successfully. Your account is pending approval.',
      token: this.platform.tokens.sign(owner),
      seller: toSellerView(row!),
    };
  }

  /** Step 2: the account, its welcome mail and seller.registered, all or nothing. */
  private async write(s: RegisterSellerState): Promise<Partial<RegisterSellerState>> {
    const row = await this.sellers.insert(toRow(s.owner.id, s.registration, s.passwordHash, s.stored!), announce);
    if (!row) throw DomainError.conflict(EMAIL_TAKEN);
    await this.outbox.flush();
    return { row };
  }
}

function announce(row: SellerRow): OutboxEntry[] {
  const mail: SellerRegisteredMail = { to: row.email, ownerName: row.ownerName, businessName: row.businessName };
  const event: SellerRegisteredEvent = {
    sellerId: row.id,
    businessName: row.businessName,
    email: row.email,
    at: row.createdAt.toISOString(),
  };
  return [
    { kind: 'event', subject: SellerEvents.registered, data: event },
    { kind: 'job', queue: MAIL_QUEUE, name: MailJobs.sellerRegistered, data: mail },
  ];
}
