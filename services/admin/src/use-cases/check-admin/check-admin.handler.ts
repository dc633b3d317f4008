import { Injectable } from '@nestjs/common';
import type { PrincipalCheckResult } from '@thindi/contracts';
import { AdminsRepository } from '../../db/admins.repository';

/** Whether an admin's tokens may still act: the account exists and is active. */
@Injectable()
export class CheckAdminHandler {
  constructor(private readonly admins: AdminsRepository) {}

  async execute({ id }: { id: string }): Promise<PrincipalCheckResult> {
    return { active: (await this.admins.findById(id))?.isActive ?? false };
  }
}
