import type { IncomingFile } from '@thindi/contracts';
import type { Storage } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import type { FormFile } from './multipart-form';

/**
 * Files never travel in messages (NATS carries 1 MB at most): the gateway puts the bytes under a
 * temporary key and sends the media service only the key, which checks and moves the file.
 */
export async function putIncoming(storage: Storage, file: FormFile): Promise<IncomingFile> {
  const key = `incoming/${randomUUID()}`;
  await storage.put(key, file.bytes, 'application/octet-stream');
  return { key, fileName: file.fileName.slice(0, 255) };
}

/** Temporary objects left behind when a call failed before the media service took them. */
export async function dropIncoming(storage: Storage, files: IncomingFile[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
}
