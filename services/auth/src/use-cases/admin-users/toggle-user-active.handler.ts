import { Inject, Injectable } from '@nestjs/common';
import {
  PrincipalEvents,
  type AdminToggleInput,
  type AdminUserToggleResponse,
  type Principal,
  type PrincipalStatusChanged,
} from '@thindi/contracts';
import { DomainError, PLATFORM, requireRole, type Platform } from '@thindi/platform';
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
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly customers: CustomersRepository,
  ) {}

  async execute(principal: Principal, { id, isActive }: AdminToggleInput): Promise<AdminUserToggleResponse> {
    requireRole(principal, 'admin');
    const customer = await this.customers.toggleActive(id, isActive);
    if (!customer) {
      if (!(await this.customers.findById(id))) throw DomainError.notFound('User not found');
      throw DomainError.conflict(`User is already ${isActive ? 'active' : 'inactive'}`);
    }
    const event: PrincipalStatusChanged = { id: customer.id, role: 'customer', active: customer.isActive };
    await this.platform.events.publish(PrincipalEvents.statusChanged, event);
    return {
      success: true,
      message: customer.isActive ? 'User activated' : 'User deactivated',
      user: toAdminUserView(customer),
    };
  }
}
