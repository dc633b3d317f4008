import { Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  MediaPatterns,
  SELLER_DOCUMENT_FIELDS,
  SELLER_DOCUMENTS,
  type Principal,
  type UploadResponse,
} from '@thindi/contracts';
import { createStep, DomainError, ServiceClient } from '@thindi/platform';
import type { RegisterSellerState, StoredDocuments } from './register-seller.state';

/** What the undo needs: whose documents, and their names at the media service. */
interface KeptDocuments {
  owner: Principal;
  names: string[];
}

/** A refused document leaves the others kept: the failure names them, so they are removed too. */
const keptBeforeFailure = new WeakMap<object, string[]>();

/**
 * Step 1 of a registration: the media service checks each KYC document by content and keeps it privately.
 * Undo: discard what was kept, also when one document was refused after others were kept.
 */
@Injectable()
export class StoreDocumentsStep {
  readonly step = createStep<RegisterSellerState, KeptDocuments>('store-documents', (s) => this.store(s), {
    with: (s, failure) => ({
      owner: s.owner,
      names: failure ? (keptBeforeFailure.get(failure as object) ?? []) : Object.values(s.stored!).map((d) => d.name),
    }),
    run: (kept) => this.discard(kept),
    evenIfFailed: (err) => typeof err === 'object' && err !== null && keptBeforeFailure.has(err),
  });

  constructor(private readonly client: ServiceClient) {}

  private async store({ owner, files }: RegisterSellerState): Promise<Partial<RegisterSellerState>> {
    const fields = SELLER_DOCUMENT_FIELDS.filter((field) => files[field]);
    const results = await Promise.allSettled(
      fields.map((field) =>
        this.client.command<UploadResponse>(MediaPatterns.ingestDocument, {
          principal: owner,
          input: { ...files[field]!, kind: SELLER_DOCUMENTS[field] },
        }),
      ),
    );
    const kept = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.file] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      const error = failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
      if (kept.length)
        keptBeforeFailure.set(
          error,
          kept.map((f) => f.name),
        );
      throw error;
    }
    const byField = fields.map((field, i) => [field, kept[i]] as const);
    return {
      stored: Object.fromEntries(byField.map(([field, f]) => [field, { key: f.key, name: f.name }])) as StoredDocuments,
    };
  }

  /** Idempotent: a document already gone counts as discarded; any other failure fails the undo (retried). */
  private async discard({ owner, names }: KeptDocuments): Promise<void> {
    const results = await Promise.allSettled(
      names.map((name) =>
        this.client
          .command(MediaPatterns.discardDocument, { principal: owner, input: { name } })
          .catch((err: unknown) => {
            if (!(err instanceof DomainError && err.kind === ErrorCodes.notFound)) throw err;
          }),
      ),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
