import type { IncomingFile, Principal, SellerDocumentField, SellerRegistration } from '@thindi/contracts';
import type { SellerRow } from '../../db/schema';

/** The three KYC documents, and the FSSAI certificate when the seller gave it. */
export type DocumentFiles = Record<KycDocumentField, IncomingFile> & { fssaiCertificate?: IncomingFile };
export type StoredDocuments = Record<KycDocumentField, { key: string; name: string }> & {
  fssaiCertificate?: { key: string; name: string };
};
export type KycDocumentField = Exclude<SellerDocumentField, 'fssaiCertificate'>;
export const KYC_DOCUMENT_FIELDS: KycDocumentField[] = ['aadharCard', 'panCard', 'bankDocument'];

/** What the registration flow carries from step to step. */
export interface RegisterSellerState {
  owner: Principal;
  registration: SellerRegistration;
  files: DocumentFiles;
  passwordHash: string;
  /** The documents the media service kept. */
  stored?: StoredDocuments;
  /** The seller as written. */
  row?: SellerRow;
}
