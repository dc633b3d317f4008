import { Inject, Injectable } from '@nestjs/common';
import type { MarkPayoutFailedInput, MarkPayoutPaidInput } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import type { FinanceDb } from '../../db/finance-db';
import { PayoutsRepository } from '../../db/payouts.repository';
import { RefundsRepository } from '../../db/refunds.repository';
import type { PayoutRow } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { payoutEntry } from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';

/**
 * An admin records what the bank did with a due payout: paid, with the bank's UTR (recorded once across payouts and
 * refunds; the seller's payable goes down and the platform's bank with it, in the same transaction), or failed, with a reason (nothing was posted, so the
 * amount is simply available again for the next run).
 */
@Injectable()
export class SettlePayoutHandler {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly refunds: RefundsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    private readonly ledger: Ledger,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async paid({ id, utr }: MarkPayoutPaidInput): Promise<PayoutRow> {
    const at = this.clock.now();
    const normalised = utr.toUpperCase();
    try {
      return await this.unitOfWork.run(async (tx) => {
        const payout = await this.due(tx, id);
        await this.refunds.claimUtr(tx, normalised, 'payout', payout.id);
        const paid = await this.payouts.settle(tx, id, { state: 'paid', utr: normalised, at });
        await this.ledger.post(tx, payoutEntry({ ...payout, payoutId: payout.id, utr: normalised, at }));
        return paid;
      });
    } catch (err) {
      if (violatedUniqueIndex(err) === 'payouts_utr_key') {
        throw DomainError.conflict(`UTR ${normalised} is already recorded on another payout`, 'FINANCE.UTR_TAKEN');
      }
      throw err;
    }
  }

  async failed({ id, reason }: MarkPayoutFailedInput): Promise<PayoutRow> {
    const at = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await this.due(tx, id);
      return this.payouts.settle(tx, id, { state: 'failed', reason, at });
    });
  }

  private async due(tx: Parameters<PayoutsRepository['forUpdate']>[0], id: string): Promise<PayoutRow> {
    const payout = await this.payouts.forUpdate(tx, id);
    if (!payout) throw DomainError.notFound('Payout not found', 'FINANCE.PAYOUT_NOT_FOUND');
    if (payout.state !== 'due') {
      throw DomainError.conflict(`Payout ${payout.reference} is already ${payout.state}`, 'FINANCE.PAYOUT_SETTLED');
    }
    return payout;
  }
}
