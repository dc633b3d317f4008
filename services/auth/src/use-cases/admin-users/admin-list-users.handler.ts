import { Injectable } from '@nestjs/common';
import { paginationOf, type AdminUserListQuery, type AdminUserListResponse, type Principal } from '@thindi/contracts';
import { requireRole } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { toAdminUserView } from '../../domain/user-view';

/** The admin's customer list: searched, filtered by status, newest first, one page at a time. */
@Injectable()
export class AdminListUsersHandler {
  constructor(private readonly customers: CustomersRepository) {}

  async execute(principal: Principal, query: AdminUserListQuery): Promise<AdminUserListResponse> {
    requireRole(principal, 'admin');
    const { rows, total } = await this.customers.listForAdmin(query);
    return {
      success: true,
      users: rows.map(toAdminUserView),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }
}
