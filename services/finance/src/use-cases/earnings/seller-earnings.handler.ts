import { Inject, Injectable } from '@nestjs/common';
import type { CsvFile, SellerEarnings, StatementRow } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { APP_CONFIG, type AppConfig } from '@thindi/platform';
import { InvoicesRepository } from '../../db/invoices.repository';
import { PayoutsRepository } from '../../db/payouts.repository';
import type { SettlementRow } from '../../db/schema';
import { SettlementsRepository } from '../../db/settlements.repository';
import { rupeesOf, toCsv } from '../../domain/csv';
import { nextPayoutSlot } from '../../domain/payout-schedule';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { FinanceSources } from '../../sources/finance-sources';
import { toPayout } from '../payouts/payout-view';

const STATE_LABEL = { held: 'In return window', payable: 'Payable', reversed: 'Reversed' } as const;

export const toStatementRow = (row: SettlementRow): StatementRow => ({
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  deliveredAt: row.deliveredAt.toISOString(),
  releaseAt: row.releaseAt.toISOString(),
  state: row.state,
  grossPaise: row.grossPaise,
  taxablePaise: row.taxablePaise,
  commissionPaise: row.commissionPaise,
  gstOnCommissionPaise: row.gstOnCommissionPaise,
  tcsPaise: row.tcsCgstPaise + row.tcsSgstPaise + row.tcsIgstPaise,
  tdsPaise: row.tdsPaise,
  netPaise: row.netPaise,
});

/**
 * A seller's money with the marketplace: held (and when the first of it becomes payable), payable, its payouts, its
 * statement and its invoices.
 */
@Injectable()
export class SellerEarningsHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settlements: SettlementsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly invoices: InvoicesRepository,
    private readonly sources: FinanceSources,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(sellerId: string): Promise<SellerEarnings> {
    const [held, nextRelease, [balance], payouts, statement, invoices, profiles] = await Promise.all([
      this.settlements.heldPaise(sellerId),
      this.settlements.nextRelease(sellerId),
      this.payouts.balances(undefined, sellerId),
      this.payouts.ofSeller(sellerId),
      this.settlements.ofSeller(sellerId),
      this.invoices.ofSeller(sellerId),
      this.sources.sellerProfiles([sellerId]).catch(() => []),
    ]);
    const hasBank = profiles[0]?.bank != null;
    const payable = balance?.payablePaise ?? 0;
    return {
      heldPaise: held,
      payablePaise: payable,
      availablePaise: Math.max(0, payable - (balance?.duePaise ?? 0)),
      nextPayoutAt: nextPayoutSlot(this.clock.now(), this.config.PAYOUT_WEEKDAY).toISOString(),
      nextRelease: nextRelease ? { at: nextRelease.at.toISOString(), paise: nextRelease.paise } : null,
      payouts: payouts.map((p) => toPayout(p, hasBank)),
      statement: statement.map(toStatementRow),
      invoices: invoices.map((i) => ({
        id: i.id,
        orderId: i.orderId,
        orderNumber: i.orderNumber,
        sellerId: i.sellerId,
        kind: i.kind,
        number: i.number,
        issuedOn: i.issuedOn,
        totalPaise: i.document.totals.totalPaise,
      })),
    };
  }

  /** The statement as CSV: one row per delivered part, amounts in rupees. */
  async statementCsv(sellerId: string): Promise<CsvFile> {
    const rows = (await this.settlements.ofSeller(sellerId, 10_000)).map(toStatementRow);
    const csv = toCsv(
      [
        'Order',
        'Delivered on',
        'Payable from',
        'State',
        'Gross (INR)',
        'Taxable value (INR)',
        'Commission (INR)',
        'GST on commission (INR)',
        'TCS (INR)',
        'TDS (INR)',
        'Net (INR)',
      ],
      rows.map((r) => [
        r.orderNumber,
        istDate(new Date(r.deliveredAt)),
        istDate(new Date(r.releaseAt)),
        STATE_LABEL[r.state],
        rupeesOf(r.grossPaise),
        rupeesOf(r.taxablePaise),
        rupeesOf(r.commissionPaise),
        rupeesOf(r.gstOnCommissionPaise),
        rupeesOf(r.tcsPaise),
        rupeesOf(r.tdsPaise),
        rupeesOf(r.netPaise),
      ]),
    );
    return { filename: `statement-${istDate(this.clock.now())}.csv`, csv };
  }
}
