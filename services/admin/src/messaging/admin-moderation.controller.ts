import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminAuditQuerySchema,
  AdminDeadLetterPatterns,
  adminFeatureProductSchema,
  AdminModerationPatterns,
  adminOrderListQuerySchema,
  adminProductListQuerySchema,
  adminToggleSchema,
  adminUserListQuerySchema,
  OwnerAdminPatterns,
  principalSchema,
  replayDeadLettersSchema,
  deadLetterListQuerySchema,
  withPrincipal,
  type AdminAuditResponse,
  type AdminOrderListResponse,
  type AdminProductListResponse,
  type AdminProductToggleResponse,
  type AdminStatsResponse,
  type AdminUserListResponse,
  type AdminUserToggleResponse,
  type ReplayDeadLettersResponse,
  type DeadLetterListResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { ReadAuditLogHandler } from '../use-cases/audit-log/read-audit-log.handler';
import { BrowseHandler } from '../use-cases/browse/browse.handler';
import { ModerateHandler } from '../use-cases/moderate/moderate.handler';
import { PlatformStatsHandler } from '../use-cases/platform-stats/platform-stats.handler';
import { ListDeadLettersHandler } from '../use-cases/dead-letters/list-dead-letters.handler';
import { ReplayDeadLettersHandler } from '../use-cases/dead-letters/replay-dead-letters.handler';

/**
 * The dashboard's figures, the user, product and order lists, the user and product toggles, featuring a product,
 * the audit log, and the replay of dead letters.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminModerationController {
  constructor(
    private readonly stats: PlatformStatsHandler,
    private readonly browse: BrowseHandler,
    private readonly moderate: ModerateHandler,
    private readonly auditLog: ReadAuditLogHandler,
    private readonly replay: ReplayDeadLettersHandler,
    private readonly deadLetters: ListDeadLettersHandler,
  ) {}

  @MessagePattern(AdminModerationPatterns.stats)
  getStats(@Payload() payload: unknown): Promise<AdminStatsResponse> {
    return this.stats.execute(parseInput(z.object({ principal: principalSchema }), payload).principal);
  }

  @MessagePattern(AdminModerationPatterns.listUsers)
  listUsers(@Payload() payload: unknown): Promise<AdminUserListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminUserListQuerySchema), payload);
    return this.browse.ask(OwnerAdminPatterns.users.list, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.listProducts)
  listProducts(@Payload() payload: unknown): Promise<AdminProductListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminProductListQuerySchema), payload);
    return this.browse.ask(OwnerAdminPatterns.products.list, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.listOrders)
  listOrders(@Payload() payload: unknown): Promise<AdminOrderListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminOrderListQuerySchema), payload);
    return this.browse.ask(OwnerAdminPatterns.orders.list, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.toggleUser)
  toggleUser(@Payload() payload: unknown): Promise<AdminUserToggleResponse> {
    const { principal, input } = parseInput(withPrincipal(adminToggleSchema), payload);
    return this.moderate.toggleUser(principal, input);
  }

  @MessagePattern(AdminModerationPatterns.toggleProduct)
  toggleProduct(@Payload() payload: unknown): Promise<AdminProductToggleResponse> {
    const { principal, input } = parseInput(withPrincipal(adminToggleSchema), payload);
    return this.moderate.toggleProduct(principal, input);
  }

  @MessagePattern(AdminModerationPatterns.featureProduct)
  featureProduct(@Payload() payload: unknown): Promise<AdminProductToggleResponse> {
    const { principal, input } = parseInput(withPrincipal(adminFeatureProductSchema), payload);
    return this.moderate.featureProduct(principal, input);
  }

  @MessagePattern(AdminModerationPatterns.auditLog)
  readAuditLog(@Payload() payload: unknown): Promise<AdminAuditResponse> {
    const { principal, input } = parseInput(withPrincipal(adminAuditQuerySchema), payload);
    return this.auditLog.execute(principal, input);
  }

  @MessagePattern(AdminDeadLetterPatterns.replay)
  replayDeadLetters(@Payload() payload: unknown): Promise<ReplayDeadLettersResponse> {
    const { principal, input } = parseInput(withPrincipal(replayDeadLettersSchema), payload);
    return this.replay.execute(principal, input);
  }

  @MessagePattern(AdminDeadLetterPatterns.list)
  listDeadLetters(@Payload() payload: unknown): Promise<DeadLetterListResponse> {
    const { principal, input } = parseInput(withPrincipal(deadLetterListQuerySchema), payload);
    return this.deadLetters.execute(principal, input);
  }
}
