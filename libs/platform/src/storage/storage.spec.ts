import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStorage } from './local-storage';
import { contentTypeOf, isSafeKey } from './storage';

describe('storage keys', () => {
  it.each(['product-images/a.webp', 'seller-documents/pan/x-1.pdf'])('accepts %s', (key) => {
    expect(isSafeKey(key)).toBe(true);
  });

  it.each(['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', '', 'a/.hidden'])('refuses %s', (key) => {
    expect(isSafeKey(key)).toBe(false);
  });

  it('knows the content types it serves', () => {
    expect(contentTypeOf('x/y.webp')).toBe('image/webp');
    expect(contentTypeOf('x/y.unknown')).toBe('application/octet-stream');
  });
});

describe('LocalStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'thindi-storage-'));
  const storage = new LocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, describes, streams and deletes a file', async () => {
    await storage.put('product-images/p.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await storage.stat('product-images/p.webp')).toEqual({
      key: 'product-images/p.webp',
      size: 12,
      contentType: 'image/webp',
    });
    const file = await storage.get('product-images/p.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('RIFF....WEBP');
    await storage.delete('product-images/p.webp');
    expect(await storage.get('product-images/p.webp')).toBeNull();
  });

  it('never reads outside its folder', async () => {
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe');
  });
});
