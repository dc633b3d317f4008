import { Inject, Injectable } from '@nestjs/common';
import type { OrderStatus } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { APP_CONFIG, UnitOfWork, type AppConfig } from '@thindi/platform';
import type { FinanceDb } from '../../db/finance-db';
import { CommissionRatesRepository } from '../../db/commission-rates.repository';
import { InvoicesRepository } from '../../db/invoices.repository';
import { SettlementsRepository } from '../../db/settlements.repository';
import { PLATFORM_ISSUER } from '../../domain/part-documents';
import { settlePart } from '../../domain/part-settlement';
import { deliveredEntry, deliveryChargeEntry, promotionEntry, roundOffEntry } from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { InvoicePartHandler } from '../invoice-part/invoice-part.handler';
import { ReversePartHandler } from '../reverse-part/reverse-part.handler';
import { FinanceSources } from '../../sources/finance-sources';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A seller's part was delivered: its invoice (if shipping did not issue it), then, in one transaction, the
 * settlement row and the ledger entry (the shopper's money due, the platform's commission, GST on it, TCS and
 * TDS, the seller's net held for the return window), a platform's coupon on the part as its promotion expense,
 * and the order's delivery charge and round off with its first part.
 * A replayed event changes nothing. A delivery handled late, after the part was already returned or cancelled
 * (its first handling failed and the return's found nothing to reverse), is settled and reversed at once.
 */
@Injectable()
export class SettlePartHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoicePart: InvoicePartHandler,
    private readonly settlements: SettlementsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    private readonly invoices: InvoicesRepository,
    private readonly commission: CommissionRatesRepository,
    private readonly ledger: Ledger,
    private readonly reverse: ReversePartHandler,
    private readonly sources: FinanceSources,
  ) {}

  async execute(orderId: string, sellerId: string, deliveredAt: Date): Promise<void> {
    const settled = await this.settlements.find(orderId, sellerId);
    if (settled) {
      // A replay: the settlement stands, but a reversal that failed after it (the part was gone by then) is owed.
      if (settled.state !== 'reversed')
        await this.reverseIfGone((await this.sources.orderPart(orderId, sellerId)).status, orderId, sellerId);
      return;
    }
    const { part, profile } = await this.invoicePart.execute(orderId, sellerId);
    const date = istDate(deliveredAt);
    const overrides = await this.commission.overridesOn(date);
    const settlement = settlePart(part, profile, date, overrides);
    const delivery = await this.invoices.forPart(orderId, PLATFORM_ISSUER, 'invoice');
    const releaseAt = new Date(deliveredAt.getTime() + this.config.RETURN_WINDOW_DAYS * DAY_MS);
    await this.unitOfWork.run(async (tx) => {
      const recorded = await this.settlements.insert(tx, {
        orderId,
        sellerId,
        orderNumber: part.orderNumber,
        sellerName: profile.businessName,
        sellerGstin: profile.gstin,
        placeOfSupply: settlement.placeOfSupply,
        intraState: settlement.intraState,
        paymentMethod: part.paymentMethod,
        grossPaise: settlement.grossPaise,
        taxablePaise: settlement.taxablePaise,
        taxPaise: settlement.taxPaise,
        commissionPaise: settlement.commissionPaise,
        gstOnCommissionPaise: settlement.gstOnCommissionPaise,
        tcsCgstPaise: settlement.tcsCgstPaise,
        tcsSgstPaise: settlement.tcsSgstPaise,
        tcsIgstPaise: settlement.tcsIgstPaise,
        tdsPaise: settlement.tdsPaise,
        netPaise: settlement.netPaise,
        state: 'held',
        deliveredAt,
        releaseAt,
      });
      if (!recorded) return;
      const common = { orderId, orderNumber: part.orderNumber, paymentMethod: part.paymentMethod, at: deliveredAt };
      await this.ledger.post(tx, deliveredEntry({ ...common, sellerId, settlement }));
      const promotion = promotionEntry({ ...common, sellerId, platformDiscountPaise: part.platformDiscountPaise });
      if (promotion) await this.ledger.post(tx, promotion);
      const totals = delivery?.document.totals;
      const charge =
        totals &&
        deliveryChargeEntry({
          ...common,
          taxablePaise: totals.taxablePaise,
          taxPaise: totals.cgstPaise + totals.sgstPaise + totals.igstPaise,
        });
      if (charge) await this.ledger.post(tx, charge);
      const roundOff = roundOffEntry({ ...common, roundOffPaise: part.orderRoundOffPaise });
      if (roundOff) await this.ledger.post(tx, roundOff);
    });
    await this.reverseIfGone(part.status, orderId, sellerId);
  }

  private async reverseIfGone(status: OrderStatus, orderId: string, sellerId: string): Promise<void> {
    if (status === 'returned' || status === 'cancelled') await this.reverse.execute(orderId, sellerId, status);
  }
}
