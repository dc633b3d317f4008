import { UnitOfWork } from '@thindi/platform';
import {
  startReplicasForTest,
  type ReplicasUnderTest,
  type ServiceUnderTest,
  type TestPostgresDatabase,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { FinanceDb } from './finance-db';
import { interStateContent } from '../../test/invoice-fixtures';
import { FINANCE_CLOCK, type Clock } from '../finance.constants';
import { FinanceModule } from '../finance.module';
import { platformAccount, sellerPayable } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { IssueInvoiceHandler } from '../use-cases/issue-invoice/issue-invoice.handler';

/**
 * Two finance replicas on one real PostgreSQL database (its own, dropped afterwards), so their transactions truly
 * run at once: the series row must hand out every number once and in order, and the ledger's key must post once.
 */
describe('finance with two replicas on PostgreSQL', () => {
  let started: ReplicasUnderTest | undefined;
  let database: TestPostgresDatabase;
  let available = false;
  let a: ServiceUnderTest;
  let b: ServiceUnderTest;

  beforeAll(async () => {
    started = await startReplicasForTest('finance', FinanceModule, { database: 'thindi_finance' });
    ({ available, database } = started);
    [a, b] = started.replicas;
    if (!available) return;
    for (const replica of [a, b]) {
      jest.spyOn(replica.app.get<Clock>(FINANCE_CLOCK), 'now').mockReturnValue(new Date('2025-11-20T10:00:00Z'));
    }
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => started?.stop());

  it('numbers 20 invoices of one seller issued at once on both replicas 1 to 20, with no gap or duplicate', async () => {
    if (!available) return;
    const sellerId = randomUUID();
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).app.get(IssueInvoiceHandler).execute({
          orderId: randomUUID(),
          sellerId,
          customerId: randomUUID(),
          kind: 'invoice',
          prefix: 'AMS',
          content: interStateContent(),
        }),
      ),
    );
    expect(issued.map((i) => i.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(20);
  });

  it('issues one invoice when both replicas get the same part at once', async () => {
    if (!available) return;
    const input = {
      orderId: randomUUID(),
      sellerId: randomUUID(),
      customerId: randomUUID(),
      kind: 'invoice' as const,
      prefix: 'AMS',
      content: interStateContent(),
    };
    const issued = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).app.get(IssueInvoiceHandler).execute(input)),
    );
    expect(new Set(issued.map((i) => i.id)).size).toBe(1);
    expect(issued[0].seq).toBe(1);
  });

  it('posts an entry once when both replicas post its key at once, and refuses an unbalanced one', async () => {
    if (!available) return;
    const seller = sellerPayable(randomUUID());
    const entry = {
      idempotencyKey: `delivered:${randomUUID()}`,
      kind: 'part-delivered',
      occurredAt: new Date(),
      postings: [
        { account: platformAccount('cod-receivable'), amountPaise: 99_900 },
        { account: seller, amountPaise: -99_900 },
      ],
    };
    const post = (replica: ServiceUnderTest) =>
      replica.app.get<UnitOfWork<FinanceDb>>(UnitOfWork).run((tx) => replica.app.get(Ledger).post(tx, entry));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(i % 2 ? a : b)));
    expect(answers.filter((x) => !x.replayed)).toHaveLength(1);
    expect(await a.app.get(Ledger).balanceOf(seller)).toBe(-99_900);
    await expect(
      database.query(
        `BEGIN;
        INSERT INTO finance.ledger_entries (id, idempotency_key, kind, occurred_at)
          VALUES ('${randomUUID()}', 'raw-${randomUUID()}', 'raw', now());
        COMMIT;`,
      ),
    ).rejects.toThrow(/needs at least two/);
    await expect(database.query(`DELETE FROM finance.ledger_postings`)).rejects.toThrow(/append-only/);
  });
});
