import { Inject, Injectable } from '@nestjs/common';
import type { Principal, UpdateAddressInput, UserUpdateResponse } from '@thindi/contracts';
import { assertDeliverableAddress, DomainError, UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

/** Rewrites one of the caller's addresses; someone else's is not found. The pincode must lie in the state. */
@Injectable()
export class UpdateAddressHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
  ) {}

  async execute(principal: Principal, { id, address }: UpdateAddressInput): Promise<UserUpdateResponse> {
    const me = await this.sessions.caller(principal);
    assertDeliverableAddress(address);
    if (!(await this.unitOfWork.run((tx) => this.customers.updateAddress(tx, me.id, id, address))))
      throw DomainError.notFound('Address not found', 'ACCOUNT.ADDRESS_NOT_FOUND');
    return { success: true, message: 'Address updated successfully', user: await this.sessions.view(me) };
  }
}
