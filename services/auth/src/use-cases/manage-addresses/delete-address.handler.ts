import { Inject, Injectable } from '@nestjs/common';
import type { Principal, UserUpdateResponse } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

/** Removes one of the caller's addresses; someone else's is not found. */
@Injectable()
export class DeleteAddressHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
  ) {}

  async execute(principal: Principal, { id }: { id: string }): Promise<UserUpdateResponse> {
    const me = await this.sessions.caller(principal);
    if (!(await this.unitOfWork.run((tx) => this.customers.deleteAddress(tx, me.id, id))))
      throw DomainError.notFound('Address not found', 'ACCOUNT.ADDRESS_NOT_FOUND');
    return { success: true, message: 'Address deleted successfully', user: await this.sessions.view(me) };
  }
}
