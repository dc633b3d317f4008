import { Injectable } from '@nestjs/common';
import type { PrincipalCheckInput, PrincipalCheckResult } from '@thindi/contracts';
import { AdminsRepository } from '../../db/admins.repository';

/** Whether an admin's token may still act: the account exists, is active and the token's session is current. */
@Injectable()
export class CheckAdminHandler {
  constructor(private readonly admins: AdminsRepository) {}

  async execute({ id, sv }: PrincipalCheckInput): Promise<PrincipalCheckResult> {
    const admin = await this.admins.findById(id);
    return { active: !!admin?.isActive && admin.sessionVersion === sv };
  }
}
