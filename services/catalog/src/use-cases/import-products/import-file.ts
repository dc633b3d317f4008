import { catalogImportFileKey, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@thindi/contracts';
import { DomainError, type Storage } from '@thindi/platform';
import { z } from 'zod';

/**
 * The id of a catalogue file the gateway stored in the seller's own folder (catalogImportFileKey); a key anywhere
 * else is refused, so no seller imports another's file.
 */
export function importFileIdOf(sellerId: string, key: string): string {
  const id = key.slice(key.lastIndexOf('/') + 1).replace(/\.csv$/, '');
  if (!z.uuid().safeParse(id).success || catalogImportFileKey(sellerId, id) !== key) {
    throw DomainError.validation('fileKey must be a catalogue file uploaded by this seller');
  }
  return id;
}

/** The stored file's text; null when nothing is stored under the key (never stored, or already deleted). */
export async function readImportFile(storage: Storage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  if (!file) return null;
  if (file.info.size > MAX_UPLOAD_BYTES) {
    file.stream.destroy();
    throw DomainError.validation(FILE_TOO_LARGE_MESSAGE);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}
