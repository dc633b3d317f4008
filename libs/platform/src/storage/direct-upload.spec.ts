import { directUploadPath, signDirectUpload, verifyDirectUpload } from './direct-upload';

const secret = 'x'.repeat(32);
const key = 'incoming/7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a01';

describe('signed direct uploads', () => {
  const expires = Date.now() + 60_000;

  it('accepts its own unexpired signature', () => {
    expect(verifyDirectUpload(secret, key, expires, signDirectUpload(secret, key, expires))).toBe(true);
  });

  it('refuses a signature for another key, another expiry or another secret', () => {
    const signature = signDirectUpload(secret, key, expires);
    expect(verifyDirectUpload(secret, `${key}x`, expires, signature)).toBe(false);
    expect(verifyDirectUpload(secret, key, expires + 1, signature)).toBe(false);
    expect(verifyDirectUpload('y'.repeat(32), key, expires, signature)).toBe(false);
    expect(verifyDirectUpload(secret, key, expires, `${signature}A`)).toBe(false);
  });

  it('refuses an expired link even with a right signature', () => {
    const past = Date.now() - 1;
    expect(verifyDirectUpload(secret, key, past, signDirectUpload(secret, key, past))).toBe(false);
    expect(verifyDirectUpload(secret, key, Number.NaN, 'x')).toBe(false);
  });

  it('points at the gateway with the expiry and signature in the query', () => {
    expect(directUploadPath(secret, key, expires)).toBe(
      `/api/upload/direct/${key}?expires=${expires}&signature=${signDirectUpload(secret, key, expires)}`,
    );
  });
});
