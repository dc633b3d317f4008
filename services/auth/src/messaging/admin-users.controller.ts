import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminToggleSchema,
  adminUserListQuerySchema,
  OwnerAdminPatterns,
  withPrincipal,
  type AdminUserListResponse,
  type AdminUserToggleResponse,
  type UserFigures,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { AdminListUsersHandler } from '../use-cases/admin-users/admin-list-users.handler';
import { ToggleUserActiveHandler } from '../use-cases/admin-users/toggle-user-active.handler';
import { UserFiguresHandler } from '../use-cases/admin-users/user-figures.handler';

/** What the admin service asks about customers; each handler checks the principal is an admin. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminUsersController {
  constructor(
    private readonly listUsers: AdminListUsersHandler,
    private readonly toggleUser: ToggleUserActiveHandler,
    private readonly userFigures: UserFiguresHandler,
  ) {}

  @MessagePattern(OwnerAdminPatterns.users.list)
  onList(@Payload() payload: unknown): Promise<AdminUserListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminUserListQuerySchema), payload);
    return this.listUsers.execute(principal, input);
  }

  @MessagePattern(OwnerAdminPatterns.users.toggle)
  onToggle(@Payload() payload: unknown): Promise<AdminUserToggleResponse> {
    const { principal, input } = parseInput(withPrincipal(adminToggleSchema), payload);
    return this.toggleUser.execute(principal, input);
  }

  @MessagePattern(OwnerAdminPatterns.users.figures)
  onFigures(@Payload() payload: unknown): Promise<UserFigures> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.userFigures.execute(principal);
  }
}
