import { Injectable } from '@nestjs/common';
import { paginationOf, type AdminAuditQuery, type AdminAuditResponse, type Principal } from '@thindi/contracts';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/** The audit log, newest first: who did what to what, when, and the reason of a rejection. */
@Injectable()
export class ReadAuditLogHandler {
  constructor(
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async execute(principal: Principal, query: AdminAuditQuery): Promise<AdminAuditResponse> {
    await this.acting.of(principal);
    const { rows, total } = await this.admins.auditPage(query);
    const entries = rows.map(({ entry, admin }) => ({
      id: entry.id,
      admin: {
        id: entry.adminId,
        name: admin ? `${admin.firstName} ${admin.lastName}` : 'Removed admin',
        email: admin?.email ?? '',
      },
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: typeof entry.details.reason === 'string' ? entry.details.reason : null,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    }));
    return { success: true, entries, pagination: paginationOf(query.page, query.pageSize, total) };
  }
}
