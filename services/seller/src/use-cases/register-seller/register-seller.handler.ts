import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  REQUIRED_DOCUMENTS_MESSAGE,
  SELLER_DOCUMENT_FIELDS,
  SellerEvents,
  type Principal,
  type RegisterSellerInput,
  type SellerAuthResponse,
  type SellerRegisteredEvent,
  type SellerRegisteredMail,
  type SellerRegistration,
} from '@thindi/contracts';
import {
  DomainError,
  hashPassword,
  PLATFORM,
  TransactionalOutbox,
  type OutboxEntry,
  type Platform,
} from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { outbox, type SellerRow } from '../../db/schema';
import type { SellerDb } from '../../db/seller-db';
import { SellersRepository } from '../../db/sellers.repository';
import { SELLER_DB } from '../../seller.constants';
import { toSellerView } from '../../domain/seller-view';
import { StoreDocumentsStep, type DocumentFiles, type StoredDocuments } from './store-documents.step';

const EMAIL_TAKEN = 'A seller with this email already exists';

/**
 * Registers a seller, pending approval (not verified, active): documents kept privately, then the account,
 * written in one transaction with its seller.registered event and welcome mail (the seller outbox), so a
 * broker outage or a crash delays them but never loses them.
 */
@Injectable()
export class RegisterSellerHandler implements OnModuleInit, OnApplicationShutdown {
  private readonly outbox: TransactionalOutbox<SellerDb>;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(SELLER_DB) db: SellerDb,
    private readonly sellers: SellersRepository,
    private readonly documents: StoreDocumentsStep,
  ) {
    this.outbox = new TransactionalOutbox(db, outbox, platform);
  }

  onModuleInit(): void {
    this.outbox.onModuleInit();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.outbox.onApplicationShutdown();
  }

  async execute({ registration: r, documents }: RegisterSellerInput): Promise<SellerAuthResponse> {
    if (!SELLER_DOCUMENT_FIELDS.every((field) => documents[field]))
      throw DomainError.validation(REQUIRED_DOCUMENTS_MESSAGE);
    if (await this.sellers.byEmail(r.email)) throw DomainError.conflict(EMAIL_TAKEN);
    const passwordHash = await hashPassword(r.password);
    const owner: Principal = { id: randomUUID(), role: 'seller', email: r.email };
    const stored = await this.documents.run(owner, documents as DocumentFiles);
    let row: SellerRow | undefined;
    try {
      row = await this.outbox.run(async (tx, follow) => {
        const saved = await new SellersRepository(tx).insert(toRow(owner.id, r, passwordHash, stored));
        if (saved) await follow(...announcement(saved));
        return saved;
      });
    } catch (err) {
      await this.documents.undo(
        owner,
        Object.values(stored).map((d) => d.name),
      );
      throw err;
    }
    if (!row) {
      await this.documents.undo(
        owner,
        Object.values(stored).map((d) => d.name),
      );
      throw DomainError.conflict(EMAIL_TAKEN);
    }
    const token = this.platform.tokens.sign(owner);
    return {
      success: true,
      message: 'Seller registered successfully. Your account is pending approval.',
      token,
      seller: toSellerView(row),
    };
  }
}

/** What follows a registration: the seller.registered event and the welcome mail. */
function announcement(row: SellerRow): OutboxEntry[] {
  const mail: SellerRegisteredMail = { to: row.email, ownerName: row.ownerName, businessName: row.businessName };
  const event: SellerRegisteredEvent = {
    sellerId: row.id,
    businessName: row.businessName,
    email: row.email,
    at: new Date().toISOString(),
  };
  return [
    { kind: 'event', subject: SellerEvents.registered, data: event },
    { kind: 'job', queue: MAIL_QUEUE, name: MailJobs.sellerRegistered, data: mail },
  ];
}

function toRow(id: string, r: SellerRegistration, passwordHash: string, docs: StoredDocuments) {
  return {
    id,
    businessName: r.businessName,
    ownerName: r.ownerName,
    email: r.email,
    phone: r.phone,
    businessType: r.businessType,
    panNumber: r.panNumber,
    gstNumber: r.gstNumber,
    address: r.address,
    bankAccountNumber: r.bankDetails.accountNumber,
    bankIfscCode: r.bankDetails.ifscCode,
    bankAccountHolderName: r.bankDetails.accountHolderName,
    bankName: r.bankDetails.bankName,
    documents: { aadharCard: docs.aadharCard.key, panCard: docs.panCard.key, bankDocument: docs.bankDocument.key },
    passwordHash,
  };
}
