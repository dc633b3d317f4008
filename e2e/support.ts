import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * Where the app's mail lands: the runner (scripts/e2e.mjs) points the app at an SMTP catcher that keeps each
 * message as a JSON file in E2E_MAIL_DIR. Without a catcher, the app's dev outbox (E2E_DATA_DIR/outbox).
 */
export const mailDir = process.env.E2E_MAIL_DIR ?? join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Names of the mails already there, so the next code is told apart from earlier ones. */
export function mailFiles(): Set<string> {
  try {
    return new Set(readdirSync(mailDir).filter((f) => f.endsWith('.json')));
  } catch {
    return new Set();
  }
}

/** The 6-digit code of the newest mail to `email` that arrived after `before` was taken. */
export async function readCode(email: string, before: Set<string>): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const fresh = [...mailFiles()]
          .filter((f) => !before.has(f))
          .sort((a, b) => statSync(join(mailDir, b)).mtimeMs - statSync(join(mailDir, a)).mtimeMs);
        for (const f of fresh) {
          const mail = JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string | string[]; text: string };
          const to = Array.isArray(mail.to) ? mail.to.join(',') : String(mail.to);
          const match = /\b(\d{6})\b/.exec(mail.text ?? '');
          if (to.toLowerCase().includes(email.toLowerCase()) && match) {
            code = match[1];
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail with a code for ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return code;
}

/** Small, real files of the allowed types: a 1×1 PNG, a 2×2 PNG and a one-page PDF. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4UaEBRAwQCgAp7gWhjAnOiAAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
