import { Inject, Injectable } from '@nestjs/common';
import type { AddressInput, Principal, UserUpdateResponse } from '@thindi/contracts';
import { assertDeliverableAddress, UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

/**
 * Adds an address to the caller's book; the first, or one marked default, becomes the default. The pincode must
 * exist and lie in the address's state.
 */
@Injectable()
export class AddAddressHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
  ) {}

  async execute(principal: Principal, input: AddressInput): Promise<UserUpdateResponse> {
    const me = await this.sessions.caller(principal);
    assertDeliverableAddress(input);
    await this.unitOfWork.run((tx) => this.customers.addAddress(tx, me.id, input));
    return { success: true, message: 'Address added successfully', user: await this.sessions.view(me) };
  }
}
