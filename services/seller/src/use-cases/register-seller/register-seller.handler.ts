import { Inject, Injectable } from '@nestjs/common';
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
import { DomainError, hashPassword, PLATFORM, type Platform } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellersRepository } from '../../db/sellers.repository';
import type { SellerRow } from '../../db/schema';
import { toSellerView } from '../../domain/seller-view';
import { StoreDocumentsStep, type DocumentFiles, type StoredDocuments } from './store-documents.step';

const EMAIL_TAKEN = 'A seller with this email already exists';

/** Registers a seller, pending approval (not verified, active): documents kept privately, then the account. */
@Injectable()
export class RegisterSellerHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly documents: StoreDocumentsStep,
  ) {}

  async execute({ registration: r, documents }: RegisterSellerInput): Promise<SellerAuthResponse> {
    if (!SELLER_DOCUMENT_FIELDS.every((field) => documents[field]))
      throw DomainError.validation(REQUIRED_DOCUMENTS_MESSAGE);
    if (await this.sellers.byEmail(r.email)) throw DomainError.conflict(EMAIL_TAKEN);
    const passwordHash = await hashPassword(r.password);
    const owner: Principal = { id: randomUUID(), role: 'seller', email: r.email };
    const stored = await this.documents.run(owner, documents as DocumentFiles);
    let row: SellerRow | undefined;
    try {
      row = await this.sellers.insert(toRow(owner.id, r, passwordHash, stored));
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
    await this.announce(row);
    const token = this.platform.tokens.sign(owner);
    return {
      success: true,
      message: 'Seller registered successfully. Your account is pending approval.',
      token,
      seller: toSellerView(row),
    };
  }

  /** The welcome mail and the event are best effort: the account exists whatever happens to them. */
  private async announce(row: SellerRow): Promise<void> {
    const mail: SellerRegisteredMail = { to: row.email, ownerName: row.ownerName, businessName: row.businessName };
    const event: SellerRegisteredEvent = {
      sellerId: row.id,
      businessName: row.businessName,
      email: row.email,
      at: new Date().toISOString(),
    };
    await Promise.all([
      this.platform.jobs.add(MAIL_QUEUE, MailJobs.sellerRegistered, mail),
      this.platform.events.publish(SellerEvents.registered, event),
    ]).catch((err: unknown) =>
      this.platform.logger.warn({ err, sellerId: row.id }, 'seller registered but not announced'),
    );
  }
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
