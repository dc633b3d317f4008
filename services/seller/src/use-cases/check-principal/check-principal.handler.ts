import { Injectable } from '@nestjs/common';
import { isUuid, type PrincipalCheckInput, type PrincipalCheckResult } from '@thindi/contracts';
import { SellersRepository } from '../../db/sellers.repository';
import { isRejected } from '../../domain/seller-session';

/**
 * Whether a seller's token may still act: the account exists and is active (pending sellers may) or rejected
 * (it may fix and resubmit), and the token's session version is the seller's current one.
 */
@Injectable()
export class CheckPrincipalHandler {
  constructor(private readonly sellers: SellersRepository) {}

  async execute({ id, sv }: PrincipalCheckInput): Promise<PrincipalCheckResult> {
    const row = isUuid(id) ? await this.sellers.byId(id) : undefined;
    return { active: !!row && (row.isActive || isRejected(row)) && row.sessionVersion === sv };
  }
}
