import { DEFAULT_ADMIN_EMAIL } from '@thindi/contracts';
import { hashPassword, verifyPassword, type Logger } from '@thindi/platform';
import { randomBytes } from 'node:crypto';
import type { AdminsRepository } from '../../db/admins.repository';

export interface AdminSettings {
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
}

const NAME = { firstName: 'Thindi', lastName: 'Admin' };

/**
 * Run contract: with ADMIN_EMAIL/ADMIN_PASSWORD that admin exists with that password. Without a
 * password, an admin that does not exist yet gets a random one, printed once: it is never stored
 * in clear and cannot be shown again.
 */
export async function ensureAdmin(
  admins: AdminsRepository,
  settings: AdminSettings,
  logger: Logger,
  created: (admin: { email: string; password: string }) => void = () => undefined,
): Promise<void> {
  const email = (settings.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const existing = await admins.findByEmail(email);
  const password = settings.ADMIN_PASSWORD;
  if (password) {
    if (!existing) await admins.insert({ ...NAME, email, passwordHash: await hashPassword(password) });
    else if (!(await verifyPassword(password, existing.passwordHash)))
      await admins.setPassword(existing.id, await hashPassword(password));
    return;
  }
  if (existing || (!settings.ADMIN_EMAIL && (await admins.count()) > 0)) return;
  const generated = randomBytes(12).toString('base64url');
  await admins.insert({ ...NAME, email, passwordHash: await hashPassword(generated) });
  logger.warn(
    `Admin account created: e-mail ${email} password ${generated} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
  );
  created({ email, password: generated });
}
