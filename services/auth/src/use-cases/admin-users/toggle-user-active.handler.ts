import { Inject, Injectable } from '@nestjs/common';
import {
  PrincipalEvents,
  type AdminToggleInput,
  type AdminUserToggleResponse,
  type Principal,
  type PrincipalStatusChanged,
} from '@thindi/contracts';
import { DomainError, requireRole, UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { toAdminUserView } from '../../domain/user-view';

/**
 * The admin switches a customer off or on. The gateways are told at once, so a deactivated customer's
 * token stops working on its next request instead of when the cached answer expires. With the wanted state
 * given, a customer already in it is left alone (409): two admins clicking at once do not undo each other.
 */
@Injectable()
export class ToggleUserActiveHandler {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
    private readonly customers: CustomersRepository,
  ) {}

  async execute(principal: Principal, { id, isActive }: AdminToggleInput): Promise<AdminUserToggleResponse> {
    requireRole(principal, 'admin');
    // The switch and its principal.status-changed event commit together: a gateway always hears of it.
    const customer = await this.unitOfWork.run(async (tx, events) => {
      const changed = await new CustomersRepository(tx).toggleActive(id, isActive);
      if (!changed) return undefined;
      const event: PrincipalStatusChanged = { id: changed.id, role: 'customer', active: changed.isActive };
      events.publish(PrincipalEvents.statusChanged, event);
      return changed;
    });
    if (!customer) {
      if (!(await this.customers.findById(id))) throw DomainError.notFound('User not found', 'ACCOUNT.USER_NOT_FOUND');
      throw DomainError.conflict(`User is already ${isActive ? 'active' : 'inactive'}`, 'ACCOUNT.STATE_UNCHANGED');
    }
    return {
      success: true,
      message: customer.isActive ? 'User activated' : 'User deactivated',
      user: toAdminUserView(customer),
    };
  }
}
