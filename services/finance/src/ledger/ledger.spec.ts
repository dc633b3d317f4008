import { UnitOfWork } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FinanceDb } from '../db/finance-db';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema';
import { FINANCE_DB } from '../finance.constants';
import { FinanceModule } from '../finance.module';
import { accountName, platformAccount, sellerPayable, type AccountRef } from './accounts';
import { Ledger, type NewEntry } from './ledger';

/** mulberry32: a small seeded PRNG, so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the ledger', () => {
  let service: ServiceUnderTest;
  let ledger: Ledger;
  let db: FinanceDb;
  let unitOfWork: UnitOfWork<FinanceDb>;

  beforeAll(async () => {
    service = await startServiceForTest('finance', FinanceModule);
    ledger = service.app.get(Ledger);
    db = service.app.get(FINANCE_DB);
    unitOfWork = service.app.get<UnitOfWork<FinanceDb>>(UnitOfWork);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  const post = (entry: NewEntry) => unitOfWork.run((tx) => ledger.post(tx, entry));
  const reverse = (key: string, reversal: { idempotencyKey: string; occurredAt: Date }) =>
    unitOfWork.run((tx) => ledger.reverse(tx, key, reversal));

  const entriesCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0].n;
  const sellerA = randomUUID();
  const sellerB = randomUUID();
  const accounts: AccountRef[] = [
    sellerPayable(sellerA),
    sellerPayable(sellerB),
    platformAccount('cod-receivable'),
    platformAccount('commission-revenue'),
    platformAccount('gst-on-commission'),
    platformAccount('tcs-payable'),
    platformAccount('tds-payable'),
    platformAccount('bank'),
  ];

  it('keeps its invariants over a random sequence of entries, repeats and refusals (seed 20251122)', async () => {
    const random = prng(20251122);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const expected = new Map<string, number>();
    const posted: NewEntry[] = [];
    let refused = 0;
    for (let i = 0; i < 120; i++) {
      const roll = random();
      if (roll < 0.15 && posted.length > 0) {
        // A repeat of an earlier key, even with other postings, posts nothing and answers the first entry.
        const earlier = pick(posted);
        const again = await post({ ...earlier, postings: [...earlier.postings].reverse(), memo: 'again' });
        expect(again.replayed).toBe(true);
        expect(again.entry.memo).toBe(earlier.memo);
        continue;
      }
      const legs = 2 + Math.floor(random() * 3);
      const amounts = Array.from({ length: legs - 1 }, () => (1 + Math.floor(random() * 5_00_000)) * pick([1, -1]));
      const rest = -amounts.reduce((sum, amount) => sum + amount, 0);
      const unbalanced = roll > 0.9 || rest === 0;
      const postings = [...amounts, unbalanced ? rest + 1 + Math.floor(random() * 100) : rest].map((amountPaise) => ({
        account: pick(accounts),
        amountPaise,
      }));
      const entry: NewEntry = {
        idempotencyKey: `event-${i}`,
        kind: 'test',
        occurredAt: new Date(Date.UTC(2025, 10, 1) + i * 60_000),
        memo: `entry ${i}`,
        postings,
      };
      if (unbalanced) {
        await expect(post(entry)).rejects.toMatchObject({
          kind: 'VALIDATION',
          code: 'FINANCE.ENTRY_UNBALANCED',
        });
        refused++;
        continue;
      }
      expect((await post(entry)).replayed).toBe(false);
      posted.push(entry);
      for (const { account, amountPaise } of postings) {
        expect(amountPaise).not.toBe(0);
        expected.set(accountName(account), (expected.get(accountName(account)) ?? 0) + amountPaise);
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(posted.length).toBeGreaterThan(50);
    expect(await entriesCount()).toBe(posted.length);

    const sums = await db
      .select({ entry: ledgerPostings.entryId, total: sql<string>`sum(${ledgerPostings.amountPaise})` })
      .from(ledgerPostings)
      .groupBy(ledgerPostings.entryId);
    expect(sums).toHaveLength(posted.length);
    expect(sums.every((row) => Number(row.total) === 0)).toBe(true);
    for (const account of accounts) {
      expect([accountName(account), await ledger.balanceOf(account)]).toEqual([
        accountName(account),
        expected.get(accountName(account)) ?? 0,
      ]);
    }
    const all = await Promise.all(accounts.map((account) => ledger.balanceOf(account)));
    expect(all.reduce((sum, balance) => sum + balance, 0)).toBe(0);
  });

  it('posts a key once when the same event arrives twice at the same time', async () => {
    const entry: NewEntry = {
      idempotencyKey: `delivered:${randomUUID()}`,
      kind: 'part-delivered',
      occurredAt: new Date(),
      postings: [
        { account: platformAccount('cod-receivable'), amountPaise: 1_050_00 },
        { account: sellerPayable(sellerA), amountPaise: -1_050_00 },
      ],
    };
    const before = await ledger.balanceOf(sellerPayable(sellerA));
    const answers = await Promise.all([post(entry), post(entry), post(entry)]);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.entry.id)).size).toBe(1);
    expect(await ledger.balanceOf(sellerPayable(sellerA))).toBe(before - 1_050_00);
  });

  it('corrects by a reversing entry, which brings the balances back', async () => {
    const seller = sellerPayable(randomUUID());
    const key = `delivered:${randomUUID()}`;
    await post({
      idempotencyKey: key,
      kind: 'part-delivered',
      occurredAt: new Date(),
      postings: [
        { account: platformAccount('cod-receivable'), amountPaise: 52_500 },
        { account: seller, amountPaise: -50_000 },
        { account: platformAccount('commission-revenue'), amountPaise: -2_500 },
      ],
    });
    expect(await ledger.balanceOf(seller)).toBe(-50_000);
    const reversal = await reverse(key, { idempotencyKey: `returned:${key}`, occurredAt: new Date() });
    expect(reversal.entry).toMatchObject({ kind: 'reversal', memo: `Reverses ${key}` });
    expect(await ledger.balanceOf(seller)).toBe(0);
    await expect(reverse('no-such-entry', { idempotencyKey: 'x', occurredAt: new Date() })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it('refuses, in the database itself, an entry that does not balance, and keeps nothing of it', async () => {
    const before = await entriesCount();
    const [account] = await db
      .insert(ledgerAccounts)
      .values(platformAccount('bank'))
      .onConflictDoUpdate({
        target: [ledgerAccounts.code, ledgerAccounts.ownerType, ledgerAccounts.ownerId],
        set: { code: 'bank' },
      })
      .returning();
    const write = (amounts: number[]) =>
      db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(ledgerEntries)
          .values({ idempotencyKey: `raw-${randomUUID()}`, kind: 'raw', occurredAt: new Date() })
          .returning();
        if (amounts.length) {
          await tx
            .insert(ledgerPostings)
            .values(amounts.map((amountPaise) => ({ entryId: entry.id, accountId: account.id, amountPaise })));
        }
      });
    await expect(write([100, -99])).rejects.toThrow();
    await expect(write([100])).rejects.toThrow();
    await expect(write([])).rejects.toThrow();
    expect(await entriesCount()).toBe(before);
    await write([100, -100]);
    expect(await entriesCount()).toBe(before + 1);
  });

  it('refuses to change or remove anything posted', async () => {
    await expect(db.update(ledgerPostings).set({ amountPaise: 1 })).rejects.toThrow();
    await expect(db.delete(ledgerPostings)).rejects.toThrow();
    await expect(db.update(ledgerEntries).set({ memo: 'changed' })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    await expect(db.execute(sql`truncate finance.ledger_postings, finance.ledger_entries`)).rejects.toThrow();
    expect(await entriesCount()).toBeGreaterThan(0);
  });

  it('refuses an entry with a single posting or a fraction of a paisa before writing', async () => {
    const one = { account: platformAccount('bank'), amountPaise: 100 };
    const base = { kind: 'test', occurredAt: new Date() };
    await expect(post({ ...base, idempotencyKey: 'single', postings: [one] })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
    await expect(
      post({
        ...base,
        idempotencyKey: 'fraction',
        postings: [
          { account: platformAccount('bank'), amountPaise: 0.5 },
          { account: platformAccount('tds-payable'), amountPaise: -0.5 },
        ],
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: expect.stringContaining('whole number of paise') });
  });
});
