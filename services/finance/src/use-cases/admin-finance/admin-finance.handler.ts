import { Inject, Injectable } from '@nestjs/common';
import type { AdminFinance, CsvFile, SetCommissionInput } from '@thindi/contracts';
import { SETTLEMENT_RATES, effectiveOn, istDate } from '@thindi/india';
import { APP_CONFIG, type AppConfig } from '@thindi/platform';
import { CommissionRatesRepository } from '../../db/commission-rates.repository';
import { PayoutsRepository } from '../../db/payouts.repository';
import { SettlementsRepository } from '../../db/settlements.repository';
import { rupeesOf, toCsv } from '../../domain/csv';
import { nextPayoutSlot } from '../../domain/payout-schedule';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { FinanceSources } from '../../sources/finance-sources';
import { toPayout } from '../payouts/payout-view';

/** The admin's Finance tab: the platform's monthly figures, payouts due and made, commission settings. */
@Injectable()
export class AdminFinanceHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settlements: SettlementsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly commission: CommissionRatesRepository,
    private readonly sources: FinanceSources,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async overview(): Promise<AdminFinance> {
    const now = this.clock.now();
    const today = istDate(now);
    const [months, due, recent, rates, held, balances] = await Promise.all([
      this.settlements.months(),
      this.payouts.inStates(['due']),
      this.payouts.inStates(['paid', 'failed'], 20),
      this.commission.all(),
      this.settlements.heldPaise(),
      this.payouts.balances(),
    ]);
    const withBank = await this.sellersWithBank([...due, ...recent].map((p) => p.sellerId));
    return {
      months,
      duePayouts: due.map((p) => toPayout(p, withBank.has(p.sellerId))),
      recentPayouts: recent.map((p) => toPayout(p, withBank.has(p.sellerId))),
      defaultCommissionPercent: effectiveOn(SETTLEMENT_RATES.commissionBps, today, 'commission rate').rateBps / 100,
      commissionRates: rates.map((r) => ({
        category: r.category,
        ratePercent: r.rateBps / 100,
        validFrom: r.validFrom,
      })),
      heldPaise: held,
      availablePaise: balances.reduce((sum, b) => sum + Math.max(0, b.payablePaise - b.duePaise), 0),
      nextPayoutAt: nextPayoutSlot(now, this.config.PAYOUT_WEEKDAY).toISOString(),
    };
  }

  async setCommission(input: SetCommissionInput, adminId: string): Promise<AdminFinance> {
    const validFrom = input.validFrom ?? istDate(this.clock.now());
    await this.commission.set(
      { category: input.category, rateBps: Math.round(input.ratePercent * 100), validFrom },
      adminId,
    );
    return this.overview();
  }

  /**
   * A month in the shape of GSTR-8's table 3 (supplies through the operator, with the TCS collected): per seller
   * GSTIN and place of supply, gross value, returns, net, and the TCS as IGST, CGST and SGST.
   */
  async gstr8Csv(month: string): Promise<CsvFile> {
    const rows = await this.settlements.gstr8(month);
    const csv = toCsv(
      [
        'GSTIN of supplier',
        'Supplier name',
        'Place of supply (state code)',
        'Gross value of supplies (INR)',
        'Value of supplies returned (INR)',
        'Net amount liable for TCS (INR)',
        'Integrated tax (INR)',
        'Central tax (INR)',
        'State/UT tax (INR)',
      ],
      rows.map((r) => [
        r.sellerGstin,
        r.sellerName,
        r.placeOfSupply,
        rupeesOf(r.grossPaise),
        rupeesOf(r.returnsPaise),
        rupeesOf(r.grossPaise - r.returnsPaise),
        rupeesOf(r.tcsIgstPaise),
        rupeesOf(r.tcsCgstPaise),
        rupeesOf(r.tcsSgstPaise),
      ]),
    );
    return { filename: `gstr8-${month}.csv`, csv };
  }

  /**
   * The due payouts as a bank's bulk-transfer file: beneficiary name, account number, IFSC, amount, reference.
   * A seller without bank details on record is left out (the Finance tab shows it).
   */
  async bankCsv(): Promise<CsvFile> {
    const due = await this.payouts.inStates(['due']);
    const profiles = new Map(
      (await this.sources.sellerProfiles([...new Set(due.map((p) => p.sellerId))])).map((p) => [p.sellerId, p]),
    );
    const rows = due.flatMap((payout) => {
      const bank = profiles.get(payout.sellerId)?.bank;
      return bank
        ? [[bank.accountHolderName, bank.accountNumber, bank.ifsc, rupeesOf(payout.amountPaise), payout.reference]]
        : [];
    });
    const csv = toCsv(['Beneficiary name', 'Account number', 'IFSC', 'Amount (INR)', 'Reference'], rows);
    return { filename: `payouts-${istDate(this.clock.now())}.csv`, csv };
  }

  private async sellersWithBank(sellerIds: string[]): Promise<Set<string>> {
    const ids = [...new Set(sellerIds)];
    if (ids.length === 0) return new Set();
    const profiles = await this.sources.sellerProfiles(ids).catch(() => []);
    return new Set(profiles.filter((p) => p.bank !== null).map((p) => p.sellerId));
  }
}
