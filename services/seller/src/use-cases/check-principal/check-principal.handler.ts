import { Injectable } from '@nestjs/common';
import { isUuid, type PrincipalCheckInput, type PrincipalCheckResult } from '@thindi/contracts';
import { SellersRepository } from '../../db/sellers.repository';

/**
 * Whether a seller's token may still act: the account exists and is active (pending sellers may), and the
 * token's session version is the seller's current one.
 */
@Injectable()
export class CheckPrincipalHandler {
  constructor(private readonly sellers: SellersRepository) {}

  async execute({ id, sv }: PrincipalCheckInput): Promise<PrincipalCheckResult> {
    const row = isUuid(id) ? await this.sellers.byId(id) : undefined;
    return { active: !!row?.isActive && row.sessionVersion === sv };
  }
}
