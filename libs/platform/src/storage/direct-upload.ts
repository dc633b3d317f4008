import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed direct uploads (standalone, where storage is a folder with no presigned URLs): the media service
 * signs `key` and an expiry with the server secret; the gateway accepts a PUT only with a matching,
 * unexpired signature.
 */
export const signDirectUpload = (secret: string, key: string, expiresAt: number): string =>
  createHmac('sha256', secret).update(`direct-upload:${key}:${expiresAt}`).digest('base64url');

export function verifyDirectUpload(
  secret: string,
  key: string,
  expiresAt: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
  const expected = Buffer.from(signDirectUpload(secret, key, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The gateway path of a signed direct upload. */
export const directUploadPath = (secret: string, key: string, expiresAt: number): string =>
  `/api/upload/direct/${key}?expires=${expiresAt}&signature=${signDirectUpload(secret, key, expiresAt)}`;

/** Direct uploads are signed with the token secret (generated in DATA_DIR in standalone mode). */
export function directUploadSecret(config: { JWT_SECRET?: string }): string {
  if (!config.JWT_SECRET) throw new Error('JWT_SECRET is needed to sign direct uploads');
  return config.JWT_SECRET;
}
