import { Injectable } from '@nestjs/common';
import type { Principal } from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * The admin's read-only lists (users, sellers, products, orders) and a seller's file: this service owns none of
 * that data, so it checks the admin and asks the owner, which checks the admin again.
 */
@Injectable()
export class BrowseHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
  ) {}

  async ask<T>(pattern: string, principal: Principal, input: unknown): Promise<T> {
    await this.acting.of(principal);
    return this.client.query<T>(pattern, { principal, input });
  }
}
