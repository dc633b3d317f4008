import { Injectable } from '@nestjs/common';
import { type Principal } from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import type { AdminRow } from '../../db/schema';

/** The admin behind a call: an admin principal whose account still exists and is active. */
@Injectable()
export class ActingAdmin {
  constructor(private readonly admins: AdminsRepository) {}

  async of(principal: Principal): Promise<AdminRow> {
    requireRole(principal, 'admin');
    const admin = await this.admins.findById(principal.id);
    if (!admin?.isActive)
      throw DomainError.unauthorized('This account is deactivated or no longer exists', 'AUTH.SESSION_ENDED');
    return admin;
  }
}
