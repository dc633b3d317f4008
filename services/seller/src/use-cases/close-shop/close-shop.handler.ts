import { Inject, Injectable } from '@nestjs/common';
import {
  formatRupees,
  OrderPatterns,
  PrincipalEvents,
  SellerEvents,
  SettlementPatterns,
  toRupees,
  type CloseShopInput,
  type CloseShopResponse,
  type ErasureBlockers,
  type Principal,
  type SellerEarnings,
} from '@thindi/contracts';
import { DomainError, requireRole, ServiceClient, UnitOfWork, verifyPassword } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { principalStatus, sessionsRevoked, statusChangedEvent } from '../../domain/seller-notices';

export const SHOP_CLOSED = 'Your shop is closed. Your invoices and statements stay with the platform, as the law asks.';

/**
 * What money still stands between the seller and the platform, each in a sentence: held or payable to the seller,
 * a payout on its way, or money the seller owes back (refunds after a payout).
 */
export function moneyOwed(earnings: Pick<SellerEarnings, 'heldPaise' | 'payablePaise' | 'payouts'>): string[] {
  const owed: string[] = [];
  if (earnings.heldPaise > 0)
    owed.push(`${formatRupees(toRupees(earnings.heldPaise))} is held for you until its return window passes`);
  if (earnings.payablePaise > 0)
    owed.push(`${formatRupees(toRupees(earnings.payablePaise))} is still to be paid to you`);
  if (earnings.payablePaise < 0)
    owed.push(`you owe the platform ${formatRupees(toRupees(-earnings.payablePaise))} back from refunds`);
  if (earnings.payouts.some((p) => p.state === 'due')) owed.push('a payout to you is on its way');
  return owed;
}

/**
 * A seller closes its shop for good, with its password, once nothing is owed either way: no part of an order left
 * to deliver or cancel, no ticket open (the order service says), and no money held, payable, owed back or on its way
 * (the finance service says). The seller is switched off and signed out everywhere in one transaction with
 * seller.status-changed, on which the catalog stops selling its products.
 */
@Injectable()
export class CloseShopHandler {
  constructor(
    private readonly sellers: SellersRepository,
    private readonly client: ServiceClient,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { password }: CloseShopInput): Promise<CloseShopResponse> {
    requireRole(principal, 'seller');
    const seller = await this.sellers.byId(principal.id);
    if (!seller || !seller.isActive)
      throw DomainError.unauthorized('This shop is closed or switched off', 'AUTH.SESSION_ENDED');
    if (!(await verifyPassword(password, seller.passwordHash)))
      throw DomainError.validation('Your password is not correct', 'AUTH.WRONG_CURRENT_PASSWORD');
    const [work, earnings] = await Promise.all([
      this.client.query<ErasureBlockers>(OrderPatterns.sellerOpenWork, { sellerId: seller.id }),
      this.client.query<SellerEarnings>(SettlementPatterns.sellerEarnings, { principal, input: {} }),
    ]);
    const blockers = [...work.blockers, ...moneyOwed(earnings)];
    if (blockers.length > 0)
      throw DomainError.conflict(`Your shop cannot be closed yet: ${blockers.join('; ')}`, 'SELLER.SHOP_IN_USE');
    const closed = await this.unitOfWork.run(async (tx, events) => {
      const row = await new SellerModerationRepository(tx).close(seller.id, new Date());
      if (!row) return undefined;
      events.add(
        { kind: 'event', subject: SellerEvents.statusChanged, data: statusChangedEvent(row) },
        { kind: 'event', subject: PrincipalEvents.statusChanged, data: principalStatus(row) },
        ...sessionsRevoked(row, false),
      );
      return row;
    });
    if (!closed) throw DomainError.unauthorized('This shop is closed or switched off', 'AUTH.SESSION_ENDED');
    return { success: true, message: SHOP_CLOSED };
  }
}
