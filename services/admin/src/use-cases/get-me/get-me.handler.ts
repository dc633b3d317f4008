import { Injectable } from '@nestjs/common';
import type { AdminMeResponse, Principal } from '@thindi/contracts';
import { toAdminView } from '../../domain/admin-view';
import { ActingAdmin } from '../shared/acting-admin';

/** The signed-in admin's own account. */
@Injectable()
export class GetAdminMeHandler {
  constructor(private readonly acting: ActingAdmin) {}

  async execute(principal: Principal): Promise<AdminMeResponse> {
    return { success: true, admin: toAdminView(await this.acting.of(principal)) };
  }
}
