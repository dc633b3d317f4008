import type { Type } from '@nestjs/common';
import {
  AdminModerationPatterns,
  AdminPatterns,
  type AdminAuditResponse,
  type AdminAuthResponse,
  type Principal,
} from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { AdminModule } from '../src/admin.module';

/** A message to the admin service on behalf of `principal`, the signed-in admin unless another is given. */
export type AdminCall = <T>(pattern: string, input: unknown, principal?: Principal) => Promise<T>;

export interface AdminUnderTest {
  svc: ServiceUnderTest;
  /** The configured admin, signed in. */
  admin: Principal;
  command: AdminCall;
  query: AdminCall;
  /** The audit log's entries of one action, newest first, read as the admin. */
  auditOf(action: string): Promise<AdminAuditResponse['entries']>;
}

const ADMIN_EMAIL = 'boss@thindi.in';
const ADMIN_PASSWORD = 'Filter-Kaapi-42';

/**
 * The admin service on PGlite with stand-ins for the services it asks (`owners`, fake controllers), and its
 * configured admin signed in. `env` adds variables to the admin's e-mail and password.
 */
export async function startAdminForTest(
  owners: Array<Type<unknown>>,
  env: Record<string, string> = {},
): Promise<AdminUnderTest> {
  const svc = await startServiceForTest(
    'admin',
    {
      module: class AdminWithFakeOwners {},
      imports: [AdminModule, { module: class FakeOwners {}, controllers: owners }],
    },
    { env: { ADMIN_EMAIL, ADMIN_PASSWORD, ...env } },
  );
  const { client } = svc.platform;
  const login = await client.command<AdminAuthResponse>(AdminPatterns.login, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const admin: Principal = { id: login.admin.id, role: 'admin', email: login.admin.email };
  const command: AdminCall = (pattern, input, principal = admin) => client.command(pattern, { principal, input });
  const query: AdminCall = (pattern, input, principal = admin) => client.query(pattern, { principal, input });
  const auditOf = async (action: string) =>
    (await command<AdminAuditResponse>(AdminModerationPatterns.auditLog, { action })).entries;
  return { svc, admin, command, query, auditOf };
}
