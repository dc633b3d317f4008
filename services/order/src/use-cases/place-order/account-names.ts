import { Injectable } from '@nestjs/common';
import { AuthPatterns, type Principal, type User } from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';

/** How long an order waits for the account's name before it takes the one on the address. */
const ACCOUNT_NAME_TIMEOUT_MS = 1500;
/** A name read from the account is used for this long: a renamed shopper's orders show the new name after it. */
const KEEP_MS = 60_000;
/** The most names kept; the oldest is forgotten first. */
const MAX_NAMES = 10_000;

export type AccountName = { firstName: string; lastName: string };

/**
 * The names on shoppers' accounts, read from the auth service and kept for a minute, so a shopper placing
 * orders one after another costs one read of the account, not one per order. An account that cannot be read
 * answers none (the order takes the name on the address) and is asked again next time.
 */
@Injectable()
export class AccountNames {
  private readonly kept = new Map<string, { name: AccountName; until: number }>();

  constructor(private readonly client: ServiceClient) {}

  async of(principal: Principal): Promise<AccountName | undefined> {
    const now = Date.now();
    const hit = this.kept.get(principal.id);
    if (hit && hit.until > now) return hit.name;
    const me = await this.client
      .query<{ user: User }>(AuthPatterns.me, { principal, input: {} }, { timeoutMs: ACCOUNT_NAME_TIMEOUT_MS })
      .catch(() => undefined);
    if (!me) return undefined;
    const name = { firstName: me.user.firstName, lastName: me.user.lastName };
    this.kept.delete(principal.id);
    if (this.kept.size >= MAX_NAMES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(principal.id, { name, until: now + KEEP_MS });
    return name;
  }
}
