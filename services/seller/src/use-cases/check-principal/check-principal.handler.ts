import { Injectable } from '@nestjs/common';
import { isUuid, type PrincipalCheckResult } from '@thindi/contracts';
import { SellersRepository } from '../../db/sellers.repository';

/** Whether a seller's token may still act: the account exists and is active (pending sellers may). */
@Injectable()
export class CheckPrincipalHandler {
  constructor(private readonly sellers: SellersRepository) {}

  async execute(id: string): Promise<PrincipalCheckResult> {
    const row = isUuid(id) ? await this.sellers.byId(id) : undefined;
    return { active: !!row?.isActive };
  }
}
