import {
  FinancePatterns,
  type InvoicesForOrderResponse,
  type InvoicePdfResponse,
  type Principal,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { interStateContent } from '../../../test/invoice-fixtures';
import { InvoiceSeries } from '../../db/invoice-series';
import type { FinanceDb } from '../../db/finance-db';
import { invoices } from '../../db/schema';
import { FINANCE_CLOCK, FINANCE_DB, type Clock } from '../../finance.constants';
import { FinanceModule } from '../../finance.module';
import { InvoicesRepository } from '../../db/invoices.repository';
import { IssueInvoiceHandler, type IssueInvoiceInput } from './issue-invoice.handler';

/** The finance module on PGlite: invoice numbering, and the invoices' parties over its message handlers. */
describe('finance service: invoices', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let issue: IssueInvoiceHandler;
  let clock: Clock;
  let db: FinanceDb;

  beforeAll(async () => {
    service = await startServiceForTest('finance', FinanceModule);
    platform = service.platform;
    issue = service.app.get(IssueInvoiceHandler);
    clock = service.app.get(FINANCE_CLOCK);
    db = service.app.get(FINANCE_DB);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());
  afterEach(() => jest.restoreAllMocks());

  const at = (iso: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
  const part = (overrides: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput => ({
    orderId: randomUUID(),
    sellerId: randomUUID(),
    customerId: randomUUID(),
    kind: 'invoice',
    prefix: 'AMS',
    content: interStateContent(),
    ...overrides,
  });

  it('numbers 20 parallel invoices of one seller 1 to 20, with no gap and no duplicate', async () => {
    at('2025-11-20T10:00:00Z');
    const sellerId = randomUUID();
    const issued = await Promise.all(Array.from({ length: 20 }, () => issue.execute(part({ sellerId }))));
    expect(issued.map((i) => i.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(20);
    expect(issued.map((i) => i.number)).toContain('AMS/2526/000020');
    expect(issued[0].number).toMatch(/^AMS\/2526\/\d{6}$/);
  });

  it('issues a part once: a replay, even a concurrent one, answers the same invoice and takes no number', async () => {
    at('2025-11-20T10:00:00Z');
    const sellerId = randomUUID();
    const input = part({ sellerId });
    const [a, b, c] = await Promise.all([issue.execute(input), issue.execute(input), issue.execute(input)]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    const next = await issue.execute(part({ sellerId }));
    expect(next.seq).toBe(a.seq + 1);
  });

  it('gives back the number of a write that fails after taking it', async () => {
    at('2025-11-20T10:00:00Z');
    const sellerId = randomUUID();
    const first = await issue.execute(part({ sellerId }));
    // The invoice's insert fails after the series moved on; so does a transaction that takes a number and aborts.
    jest.spyOn(service.app.get(InvoicesRepository), 'insert').mockRejectedValueOnce(new Error('disk full'));
    await expect(issue.execute(part({ sellerId }))).rejects.toThrow('disk full');
    const series = service.app.get(InvoiceSeries);
    await expect(
      db.transaction(async (tx) => {
        await series.allocate(tx, `${sellerId}:invoice`, '2526');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await issue.execute(part({ sellerId }));
    expect([first.seq, next.seq]).toEqual([1, 2]);
  });

  it('starts a new financial year at 1 on 1 April (in India), and keeps credit notes in their own series', async () => {
    const sellerId = randomUUID();
    at('2026-03-31T18:29:59Z'); // 23:59:59 on 31 March in India
    const march = await issue.execute(part({ sellerId }));
    const marchAgain = await issue.execute(part({ sellerId }));
    at('2026-03-31T18:30:00Z'); // 00:00 on 1 April in India
    const april = await issue.execute(part({ sellerId }));
    const credit = await issue.execute(part({ sellerId, orderId: april.orderId, kind: 'credit-note' }));
    expect([march.number, marchAgain.number]).toEqual(['AMS/2526/000001', 'AMS/2526/000002']);
    expect([march.issuedOn, april.issuedOn]).toEqual(['2026-03-31', '2026-04-01']);
    expect(april.number).toBe('AMS/2627/000001');
    expect(credit.number).toBe('AMSC/2627/000001');
  });

  it('issues the invoice when its PDF cannot be stored, and draws the PDF on the first download', async () => {
    at('2025-11-20T10:00:00Z');
    const customer: Principal = { id: randomUUID(), role: 'customer', email: 'p@example.in' };
    jest.spyOn(platform.storage, 'put').mockRejectedValueOnce(new Error('bucket unreachable'));
    const issued = await issue.execute(part({ customerId: customer.id }));
    expect(issued.pdfKey).toBeNull();
    const answer = await platform.client.query<InvoicePdfResponse>(FinancePatterns.invoicePdf, {
      principal: customer,
      input: { invoiceId: issued.id },
    });
    expect(await platform.storage.stat(answer.key)).not.toBeNull();
  });

  it('refuses an invoice with a bad document, naming the problem, and takes no number', async () => {
    at('2025-11-20T10:00:00Z');
    const sellerId = randomUUID();
    const bad = part({ sellerId, content: { ...interStateContent(), lines: [] } });
    await expect(issue.execute(bad)).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(issue.execute(part({ sellerId, prefix: 'amma' }))).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('prefix'),
    });
    expect((await issue.execute(part({ sellerId }))).seq).toBe(1);
  });

  describe('over its message handlers', () => {
    const customer: Principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
    const seller: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
    const otherSeller: Principal = { id: randomUUID(), role: 'seller', email: 'o@example.in' };
    const stranger: Principal = { id: randomUUID(), role: 'customer', email: 'x@example.in' };
    const admin: Principal = { id: 'admin-1', role: 'admin', email: 'a@example.in' };
    const orderId = randomUUID();
    const ask = <T>(pattern: string, principal: Principal, input: unknown) =>
      platform.client.query<T>(pattern, { principal, input });
    const numbersFor = async (principal: Principal) =>
      (await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, principal, { orderId })).invoices
        .map((i) => i.sellerId)
        .sort();

    beforeAll(async () => {
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2025-11-20T10:00:00Z'));
      for (const sellerId of [seller.id, otherSeller.id]) {
        await issue.execute(part({ orderId, sellerId, customerId: customer.id }));
      }
    });

    it('lists an order’s invoices to its customer and an admin, and to a seller only its own', async () => {
      const both = [seller.id, otherSeller.id].sort();
      expect(await numbersFor(customer)).toEqual(both);
      expect(await numbersFor(admin)).toEqual(both);
      expect(await numbersFor(seller)).toEqual([seller.id]);
      expect(await numbersFor(stranger)).toEqual([]);
    });

    it('stores the PDF and answers its key to the parties only', async () => {
      const [own] = (await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, seller, { orderId }))
        .invoices;
      const answer = await ask<InvoicePdfResponse>(FinancePatterns.invoicePdf, customer, { invoiceId: own.id });
      expect(answer).toEqual({ key: `invoices/${own.id}.pdf`, contentType: 'application/pdf' });
      const stored = await platform.storage.get(answer.key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(ask(FinancePatterns.invoicePdf, admin, { invoiceId: own.id })).resolves.toEqual(answer);
      for (const principal of [stranger, otherSeller]) {
        await expect(ask(FinancePatterns.invoicePdf, principal, { invoiceId: own.id })).rejects.toMatchObject({
          kind: 'NOT_FOUND',
          code: 'FINANCE.INVOICE_NOT_FOUND',
        });
      }
    });

    it('draws the PDF again when the stored one is gone', async () => {
      const [own] = (await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, seller, { orderId }))
        .invoices;
      const { key } = await ask<InvoicePdfResponse>(FinancePatterns.invoicePdf, seller, { invoiceId: own.id });
      await platform.storage.delete(key);
      await ask(FinancePatterns.invoicePdf, seller, { invoiceId: own.id });
      expect(await platform.storage.stat(key)).not.toBeNull();
    });

    it('validates every message it receives', async () => {
      await expect(ask(FinancePatterns.invoicesForOrder, customer, { orderId: 'nope' })).rejects.toMatchObject({
        kind: 'VALIDATION',
      });
      await expect(ask(FinancePatterns.invoicePdf, customer, {})).rejects.toMatchObject({ kind: 'VALIDATION' });
      await expect(
        platform.client.query(FinancePatterns.invoicePdf, { input: { invoiceId: randomUUID() } }),
      ).rejects.toMatchObject({ kind: 'VALIDATION' });
    });

    it('keeps the whole document with the invoice', async () => {
      const rows = await db
        .select()
        .from(invoices)
        .where(sql`${invoices.orderId} = ${orderId}`);
      expect(rows[0].document).toMatchObject({
        kind: 'invoice',
        orderId,
        placeOfSupply: { code: '33', name: 'Tamil Nadu' },
        totals: { totalPaise: 1_30_57_380 },
      });
    });
  });
});
