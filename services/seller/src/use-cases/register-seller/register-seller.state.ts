import type { IncomingFile, Principal, SellerDocumentField, SellerRegistration } from '@thindi/contracts';
import type { SellerRow } from '../../db/schema';

export type DocumentFiles = Record<SellerDocumentField, IncomingFile>;
export type StoredDocuments = Record<SellerDocumentField, { key: string; name: string }>;

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
