import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { InvoiceKind } from '@thindi/contracts';
import { FINANCE_DB } from '../finance.constants';
import type { FinanceDb, FinanceTx } from './finance-db';
import { invoices, type InvoiceRow } from './schema';

@Injectable()
export class InvoicesRepository {
  constructor(@Inject(FINANCE_DB) readonly db: FinanceDb) {}

  async insert(tx: FinanceTx, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [saved] = await tx.insert(invoices).values(row).returning();
    return saved;
  }

  /**
   * The one invoice (or full credit note) of a seller's part of an order, if issued; with `sourceKey`, the one
   * document issued for that refund.
   */
  async forPart(
    orderId: string,
    sellerId: string,
    kind: InvoiceKind,
    tx: FinanceTx = this.db,
    sourceKey: string | null = null,
  ): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.orderId, orderId),
          eq(invoices.sellerId, sellerId),
          eq(invoices.kind, kind),
          sourceKey === null ? isNull(invoices.sourceKey) : eq(invoices.sourceKey, sourceKey),
        ),
      )
      .limit(1);
    return row;
  }

  async byId(id: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    return row;
  }

  async forOrder(orderId: string): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.createdAt), asc(invoices.number));
  }

  /** A seller's invoices and credit notes, newest first. */
  async ofSeller(sellerId: string, limit = 200): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerId, sellerId))
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(limit);
  }

  async setPdfKey(id: string, pdfKey: string): Promise<void> {
    await this.db.update(invoices).set({ pdfKey }).where(eq(invoices.id, id));
  }
}
