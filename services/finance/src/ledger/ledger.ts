import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DomainError } from '@thindi/platform';
import type { FinanceDb, FinanceTx } from '../db/finance-db';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema';
import { isCheckViolation } from '../db/unique-violation';
import { FINANCE_DB } from '../finance.constants';
import type { AccountRef } from './accounts';

/** One posting: a positive amount debits the account, a negative one credits it (integer paise). */
export interface Posting {
  account: AccountRef;
  amountPaise: number;
}

export interface NewEntry {
  /** The fact that caused the entry (e.g. `delivered:<order>:<seller>`): an entry is posted once per key. */
  idempotencyKey: string;
  kind: string;
  occurredAt: Date;
  memo?: string;
  postings: Posting[];
}

export interface PostedEntry extends Required<NewEntry> {
  id: string;
}

const unbalanced = (message: string) => DomainError.validation(message, 'FINANCE.ENTRY_UNBALANCED');

/** Refuses, before any write, an entry the database would refuse at commit. */
function checkBalanced(entry: NewEntry): void {
  if (entry.postings.length < 2) throw unbalanced(`Ledger entry ${entry.idempotencyKey} needs at least two postings`);
  for (const { amountPaise } of entry.postings) {
    if (!Number.isSafeInteger(amountPaise) || amountPaise === 0) {
      throw unbalanced(`Ledger entry ${entry.idempotencyKey} has a posting that is not a whole number of paise`);
    }
  }
  const total = entry.postings.reduce((sum, posting) => sum + posting.amountPaise, 0);
  if (total !== 0) {
    throw unbalanced(`Ledger entry ${entry.idempotencyKey} does not balance: its postings sum to ${total} paise`);
  }
}

/**
 * The double-entry ledger: append-only (the database refuses updates and deletes, and any entry whose postings
 * do not sum to zero), idempotent on each entry's key, balances derived from the postings.
 */
@Injectable()
export class Ledger {
  constructor(@Inject(FINANCE_DB) private readonly db: FinanceDb) {}

  /**
   * Posts an entry once, in `tx` (the transaction of the change that caused it): a repeat of its key posts nothing
   * and answers the entry first posted.
   */
  async post(tx: FinanceTx, entry: NewEntry): Promise<{ entry: PostedEntry; replayed: boolean }> {
    checkBalanced(entry);
    const write = async () => {
      const [created] = await tx
        .insert(ledgerEntries)
        .values({
          idempotencyKey: entry.idempotencyKey,
          kind: entry.kind,
          occurredAt: entry.occurredAt,
          memo: entry.memo ?? '',
        })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
        .returning({ id: ledgerEntries.id });
      if (!created) return undefined;
      const accountIds = await this.accountIds(
        tx,
        entry.postings.map((p) => p.account),
      );
      await tx.insert(ledgerPostings).values(
        entry.postings.map((posting) => ({
          entryId: created.id,
          accountId: accountIds.get(accountKey(posting.account))!,
          amountPaise: posting.amountPaise,
        })),
      );
      return created.id;
    };
    let id: string | undefined;
    try {
      id = await write();
    } catch (err) {
      if (isCheckViolation(err))
        throw unbalanced(`Ledger entry ${entry.idempotencyKey} was refused: it does not balance`);
      throw err;
    }
    if (id) return { entry: { ...entry, memo: entry.memo ?? '', id }, replayed: false };
    const first = await this.entry(entry.idempotencyKey, tx);
    if (!first) throw new Error(`ledger entry ${entry.idempotencyKey} vanished`);
    return { entry: first, replayed: true };
  }

  /** Undoes an entry with a new one of the opposite postings, in `tx` (nothing posted is ever changed). */
  async reverse(
    tx: FinanceTx,
    originalKey: string,
    reversal: { idempotencyKey: string; occurredAt: Date; memo?: string },
  ) {
    const original = await this.entry(originalKey, tx);
    if (!original) throw DomainError.notFound(`Ledger entry ${originalKey} not found`);
    return this.post(tx, {
      idempotencyKey: reversal.idempotencyKey,
      kind: 'reversal',
      occurredAt: reversal.occurredAt,
      memo: reversal.memo ?? `Reverses ${originalKey}`,
      postings: original.postings.map((p) => ({ account: p.account, amountPaise: -p.amountPaise })),
    });
  }

  /** An entry as posted, by its key. */
  async entry(idempotencyKey: string, tx: FinanceTx = this.db): Promise<PostedEntry | undefined> {
    const rows = await tx
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        occurredAt: ledgerEntries.occurredAt,
        memo: ledgerEntries.memo,
        code: ledgerAccounts.code,
        ownerType: ledgerAccounts.ownerType,
        ownerId: ledgerAccounts.ownerId,
        amountPaise: ledgerPostings.amountPaise,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerEntries.idempotencyKey, idempotencyKey))
      .orderBy(asc(ledgerPostings.id));
    if (rows.length === 0) return undefined;
    const [first] = rows;
    return {
      id: first.id,
      idempotencyKey,
      kind: first.kind,
      occurredAt: first.occurredAt,
      memo: first.memo,
      postings: rows.map((r) => ({
        account: { code: r.code, ownerType: r.ownerType, ownerId: r.ownerId } as AccountRef,
        amountPaise: Number(r.amountPaise),
      })),
    };
  }

  /** The balance of an account: the sum of its postings (debits positive), 0 for an account never posted to. */
  async balanceOf(account: AccountRef, tx: FinanceTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ balance: sql<string>`coalesce(sum(${ledgerPostings.amountPaise}), 0)` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(
        and(
          eq(ledgerAccounts.code, account.code),
          eq(ledgerAccounts.ownerType, account.ownerType),
          eq(ledgerAccounts.ownerId, account.ownerId),
        ),
      );
    return Number(row?.balance ?? 0);
  }

  /** The ids of these accounts, opening the ones not used before. */
  private async accountIds(tx: FinanceTx, accounts: AccountRef[]): Promise<Map<string, string>> {
    const distinct = [...new Map(accounts.map((a) => [accountKey(a), a])).values()];
    await tx.insert(ledgerAccounts).values(distinct).onConflictDoNothing();
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(
        inArray(
          sql`(${ledgerAccounts.code} || '|' || ${ledgerAccounts.ownerType} || '|' || ${ledgerAccounts.ownerId})`,
          distinct.map(accountKey),
        ),
      );
    return new Map(rows.map((row) => [accountKey(row), row.id]));
  }
}

const accountKey = (account: { code: string; ownerType: string; ownerId: string }) =>
  `${account.code}|${account.ownerType}|${account.ownerId}`;
