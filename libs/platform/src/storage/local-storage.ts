import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, isSafeKey, type Storage, type StoredObject } from './storage';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    return { key, size: body.length, contentType };
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    const info = await stat(this.path(key)).catch(() => null);
    return info?.isFile() ? { key, size: info.size, contentType: contentTypeOf(key) } : null;
  }

  async get(key: string) {
    const info = await this.stat(key);
    return info ? { stream: createReadStream(this.path(key)), info } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /** A folder has no URL of its own: the gateway offers signed direct uploads instead. */
  async presignedPut(): Promise<string | undefined> {
    return undefined;
  }
}
