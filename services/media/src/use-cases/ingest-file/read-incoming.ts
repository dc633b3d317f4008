import { DomainError, type Storage } from '@thindi/platform';
import type { Readable } from 'node:stream';

/** The bytes of a temporary upload; a key with nothing behind it (never uploaded, already taken) is not found. */
export async function readIncoming(storage: Storage, key: string): Promise<Buffer> {
  const file = await storage.get(key);
  if (!file) throw DomainError.notFound('The uploaded file was not found. Please upload it again.', 'MEDIA.NOT_FOUND');
  return collect(file.stream);
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
