import { DEFAULT_ADMIN_EMAIL, DEMO_SELLERS, demoSellerEmail } from '@thindi/contracts';
import { outboxFolder, type AppConfig, type Platform } from '@thindi/platform';
import { resolve } from 'node:path';

/**
 * What a person who just ran `npm start` needs: where the shop is, how to sign in as each role, where mail goes
 * and where the data lives. Printed once the marketplace answers.
 */
export function standaloneBanner(config: AppConfig, platform: Platform, url: string, startupMs: number): string[] {
  const created = platform.firstStart.admin;
  const admin = created
    ? `as ${created.email}, password ${created.password} (made now and shown this once: write it down)`
    : `as ${config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL}, ${config.ADMIN_PASSWORD ? 'with ADMIN_PASSWORD' : 'with the password shown on the first start'}`;
  const mail = config.SMTP_URL
    ? `sent to ${new URL(config.SMTP_URL).host} (SMTP_URL)`
    : `${url}/dev/mail (kept in ${outboxFolder(config.DATA_DIR)}: no SMTP_URL is set)`;
  const lines = [
    '',
    `  Thindi is open at ${url}  (ready in ${(startupMs / 1000).toFixed(1)} s)`,
    '',
    `  Shoppers  ${url}/signup  sign up with any e-mail: the code that confirms it arrives in Mail below`,
    `  Admin     ${url}/admin  ${admin}`,
    '            (set ADMIN_EMAIL and ADMIN_PASSWORD to choose the admin login yourself)',
  ];
  if (config.SEED_DEMO) {
    const [first, ...rest] = DEMO_SELLERS.map((s) => demoSellerEmail(s.businessName));
    lines.push(`  Sellers   ${url}/seller/login  a demo seller signs in with an e-mailed code: ${first}`);
    if (rest.length) lines.push(`            (also ${rest.join(', ')})`);
  } else lines.push(`  Sellers   ${url}/seller/signup  register, then the admin approves`);
  lines.push(
    `  Mail      ${mail}`,
    `  Data      ${resolve(config.DATA_DIR)}  (delete it for a fresh marketplace; Ctrl-C stops)`,
    '',
  );
  return lines;
}
