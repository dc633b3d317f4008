import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type AdminAuditQuery } from '@thindi/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_DB } from '../admin.constants';
import type { AdminDb } from './admin-db';
import { admins, auditLog, type AdminRow, type AuditRow } from './schema';

export type NewAdmin = Pick<AdminRow, 'email' | 'firstName' | 'lastName' | 'passwordHash'>;

@Injectable()
export class AdminsRepository {
  constructor(@Inject(ADMIN_DB) private readonly db: AdminDb) {}

  async findByEmail(email: string): Promise<AdminRow | undefined> {
    const [row] = await this.db.select().from(admins).where(eq(admins.email, email)).limit(1);
    return row;
  }

  async findById(id: string): Promise<AdminRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(admins).where(eq(admins.id, id)).limit(1);
    return row;
  }

  async count(): Promise<number> {
    const [{ count }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(admins);
    return count;
  }

  async insert(admin: NewAdmin): Promise<void> {
    await this.db.insert(admins).values(admin);
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.update(admins).set({ passwordHash, isActive: true, updatedAt: new Date() }).where(eq(admins.id, id));
  }

  /** An admin's moderation command, with what it was about. */
  async auditAction(entry: {
    adminId: string;
    action: string;
    targetType: string;
    targetId: string;
    details?: Record<string, unknown>;
  }): Promise<void> {
    await this.db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
  }

  async audit(adminId: string, action: string): Promise<void> {
    await this.db.insert(auditLog).values({ adminId, action });
  }

  /** One page of the audit log, newest first, with the admin of each entry and the count of all that match. */
  async auditPage(
    query: AdminAuditQuery,
  ): Promise<{ rows: { entry: AuditRow; admin: AdminRow | null }[]; total: number }> {
    const filters: SQL[] = [];
    if (query.action) filters.push(eq(auditLog.action, query.action));
    if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ entry: auditLog, admin: admins })
        .from(auditLog)
        .leftJoin(admins, eq(admins.id, auditLog.adminId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    return { rows, total };
  }
}
