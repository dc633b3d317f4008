import { Injectable } from '@nestjs/common';
import { ErrorCodes, type AdminMeResponse, type Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { toAdminView } from '../../domain/admin-view';

/** The signed-in admin's own account. */
@Injectable()
export class GetAdminMeHandler {
  constructor(private readonly admins: AdminsRepository) {}

  async execute(principal: Principal): Promise<AdminMeResponse> {
    if (principal.role !== 'admin') throw DomainError.forbidden('This call needs an admin account');
    const admin = await this.admins.findById(principal.id);
    if (!admin?.isActive)
      throw new DomainError(ErrorCodes.unauthorized, 'This account is deactivated or no longer exists');
    return { success: true, admin: toAdminView(admin) };
  }
}
