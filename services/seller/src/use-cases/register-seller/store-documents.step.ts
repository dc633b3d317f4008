import { Inject, Injectable } from '@nestjs/common';
import {
  MediaPatterns,
  SELLER_DOCUMENT_FIELDS,
  SELLER_DOCUMENTS,
  type IncomingFile,
  type Principal,
  type SellerDocumentField,
  type UploadResponse,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';

export type DocumentFiles = Record<SellerDocumentField, IncomingFile>;
export type StoredDocuments = Record<SellerDocumentField, { key: string; name: string }>;

/**
 * Step of a registration: the media service checks each KYC document by content and keeps it privately.
 * Its compensation, `undo`, deletes what was kept when a later step fails.
 */
@Injectable()
export class StoreDocumentsStep {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async run(owner: Principal, files: DocumentFiles): Promise<StoredDocuments> {
    const results = await Promise.allSettled(
      SELLER_DOCUMENT_FIELDS.map((field) =>
        this.platform.client.command<UploadResponse>(MediaPatterns.ingestDocument, {
          principal: owner,
          input: { ...files[field], kind: SELLER_DOCUMENTS[field] },
        }),
      ),
    );
    const kept = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.file] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await this.undo(
        owner,
        kept.map((f) => f.name),
      );
      throw failed.reason;
    }
    const byField = SELLER_DOCUMENT_FIELDS.map((field, i) => [field, kept[i]] as const);
    return Object.fromEntries(byField.map(([field, f]) => [field, { key: f.key, name: f.name }])) as StoredDocuments;
  }

  async undo(owner: Principal, names: string[]): Promise<void> {
    await Promise.all(
      names.map((name) =>
        this.platform.client
          .command(MediaPatterns.discardDocument, { principal: owner, input: { name } })
          .catch((err: unknown) => this.platform.logger.warn({ err, name }, 'could not discard a seller document')),
      ),
    );
  }
}
