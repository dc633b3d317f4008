import { Inject, Injectable } from '@nestjs/common';
import {
  FORMER_CUSTOMER,
  isUuid,
  type AddressInput,
  type AdminUserListQuery,
  type UserData,
  type UserFigures,
} from '@thindi/contracts';
import { and, asc, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { AUTH_DB } from '../auth.constants';
import type { AuthDb } from './auth-db';
import { containsPattern } from '@thindi/platform';
import { addresses, codeChallenges, customers, type AddressRow, type CustomerRow } from './schema';

export type NewCustomer = Omit<UserData, 'password'> & { passwordHash: string | null; emailVerified: boolean };
/** What may change with a new session version: the password, the proof of the e-mail, details that are dropped. */
export type SessionChanges = Partial<
  Pick<CustomerRow, 'passwordHash' | 'emailVerified' | 'firstName' | 'lastName' | 'phone'>
>;
export type CustomerChanges = Partial<
  Pick<CustomerRow, 'firstName' | 'lastName' | 'phone' | 'orderEmails' | 'offerEmails' | 'emailVerified' | 'isActive'>
>;

/** The admin's search: first name, last name, "first last", e-mail or phone contain the text, in any case. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phone, pattern),
  );
}

const inStatus = (status: AdminUserListQuery['status']): SQL | undefined =>
  status === 'all' ? undefined : eq(customers.isActive, status === 'active');

/** Customers, their addresses and preferences. */
@Injectable()
export class CustomersRepository {
  constructor(@Inject(AUTH_DB) private readonly db: AuthDb) {}

  async findByEmail(email: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.email, email)).limit(1);
    return row;
  }

  async findById(id: string): Promise<CustomerRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  /** Creates the account; undefined when the e-mail is already taken (the unique index decides, not a prior read). */
  async insert(data: NewCustomer): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .insert(customers)
      .values({ ...data, phone: data.phone ?? null })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    return row;
  }

  /**
   * Replaces the details of an account that never proved its e-mail, by someone who just did: a new session
   * version, so nothing signed for the account before counts any more.
   */
  async replaceUnverified(id: string, data: NewCustomer): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({
        ...data,
        phone: data.phone ?? null,
        sessionVersion: sql`${customers.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(customers.id, id), eq(customers.emailVerified, false)))
      .returning();
    return row;
  }

  /**
   * The first proof of an e-mail by a code sign-in: what an unproven registration typed (name, phone) is dropped
   * and the account has no password until its owner chooses one; every earlier token is refused. Undefined when
   * the account was proven meanwhile.
   */
  async proveDroppingDetails(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({
        firstName: '',
        lastName: '',
        phone: null,
        passwordHash: null,
        emailVerified: true,
        sessionVersion: sql`${customers.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(customers.id, id), eq(customers.emailVerified, false)))
      .returning();
    return row;
  }

  /** A first password, only for an account without one: undefined when it has one (or another call set it first). */
  async setFirstPassword(id: string, passwordHash: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ passwordHash, sessionVersion: sql`${customers.sessionVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(customers.id, id), isNull(customers.passwordHash)))
      .returning();
    return row;
  }

  /** Starts a new session version (every earlier token is refused), with a new password or proven e-mail if given. */
  async revokeSessions(id: string, changes: SessionChanges = {}): Promise<CustomerRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .update(customers)
      .set({ ...changes, sessionVersion: sql`${customers.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return row;
  }

  /**
   * Erases the account at its owner's request: the e-mail (free to sign up again), names, phone, password and
   * addresses go, with the codes e-mailed to it; every token is revoked and the account can no longer sign in. The row stays, anonymised, for the
   * records other services keep under its id.
   */
  async erase(id: string): Promise<CustomerRow | undefined> {
    const [before] = await this.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
    const [row] = await this.db
      .update(customers)
      .set({
        email: `erased-${id}@erased.invalid`,
        firstName: FORMER_CUSTOMER.firstName,
        lastName: FORMER_CUSTOMER.lastName,
        phone: null,
        passwordHash: null,
        emailVerified: false,
        isActive: false,
        orderEmails: false,
        offerEmails: false,
        signupAttemptMailedAt: null,
        sessionVersion: sql`${customers.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(customers.id, id), eq(customers.isActive, true)))
      .returning();
    if (!row) return undefined;
    await this.db.delete(addresses).where(eq(addresses.customerId, id));
    // The codes e-mailed to it go too: the address may sign up again at once, as anyone new.
    await this.db.delete(codeChallenges).where(eq(codeChallenges.email, before.email));
    return row;
  }

  async update(id: string, changes: CustomerChanges): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return row;
  }

  /** One page of customers for the admin, newest first, with how many match the filter in all. */
  async listForAdmin(query: AdminUserListQuery): Promise<{ rows: CustomerRow[]; total: number }> {
    const where = and(matching(query.search), inStatus(query.status));
    const rows = await this.db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
      .where(where);
    return { rows, total };
  }

  /** Flips isActive in one statement: two toggles at the same moment both count (a read-then-write would lose one). */
  /** Switches a customer off or on (to `wanted`, when given: undefined if it is already so, or unknown). */
  async toggleActive(id: string, wanted?: boolean): Promise<CustomerRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .update(customers)
      .set({ isActive: sql`not ${customers.isActive}`, updatedAt: new Date() })
      .where(and(eq(customers.id, id), wanted === undefined ? undefined : eq(customers.isActive, !wanted)))
      .returning();
    return row;
  }

  async figures(): Promise<UserFigures> {
    const [row] = await this.db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        activeUsers: sql<number>`(count(*) filter (where ${customers.isActive}))::int`,
      })
      .from(customers);
    return row;
  }

  addressesOf(customerId: string): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id));
  }

  /** Adds an address: the first one, or one marked default, becomes the only default. */
  async addAddress(tx: AuthDb, customerId: string, input: AddressInput): Promise<void> {
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    await tx.insert(addresses).values({ ...input, customerId, isDefault });
  }

  /** Rewrites one of the customer's addresses; false when it is not theirs. */
  async updateAddress(tx: AuthDb, customerId: string, id: string, input: AddressInput): Promise<boolean> {
    if (!isUuid(id)) return false;
    const mine = and(eq(addresses.id, id), eq(addresses.customerId, customerId));
    const [row] = await tx
      .update(addresses)
      .set({ ...input, updatedAt: new Date() })
      .where(mine)
      .returning({ id: addresses.id });
    if (!row) return false;
    if (input.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, customerId), ne(addresses.id, id)));
    }
    return true;
  }

  /** Removes one of the customer's addresses (the oldest left becomes default if it was); false when it is not theirs. */
  async deleteAddress(tx: AuthDb, customerId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning({ isDefault: addresses.isDefault });
    if (!row) return false;
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  }
}
