import { Inject, Injectable } from '@nestjs/common';
import {
  OwnerAdminPatterns,
  SERVICE_NAMES,
  type AdminStats,
  type AdminStatsResponse,
  type OrderFigures,
  type Principal,
  type ProductFigures,
  type SellerFigures,
  type StatsSource,
  type UserFigures,
} from '@thindi/contracts';
import { APP_CONFIG, LOGGER, ServiceClient, type AppConfig, type Logger } from '@thindi/platform';
import { DeadLetterTally } from '../dead-letters/dead-letter-tally';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * The dashboard's figures, gathered from their owners at once. Each owner gets ADMIN_STATS_TIMEOUT_MS; one that
 * is slow, stopped or failing leaves its fields null and is named in `unavailable`, so the dashboard never hangs.
 */
@Injectable()
export class PlatformStatsHandler {
  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly acting: ActingAdmin,
    private readonly deadLetters: DeadLetterTally,
  ) {}

  async execute(principal: Principal): Promise<AdminStatsResponse> {
    await this.acting.of(principal);
    const unavailable: StatsSource[] = [];
    const ask = async <T>(source: StatsSource, pattern: string): Promise<T | null> => {
      try {
        return await this.client.query<T>(
          pattern,
          { principal, input: {} },
          { timeoutMs: this.config.ADMIN_STATS_TIMEOUT_MS },
        );
      } catch (err) {
        unavailable.push(source);
        this.logger.warn({ source, err: (err as Error).message }, 'admin figures: a service did not answer');
        return null;
      }
    };
    const [users, sellers, products, orders, deadLetters] = await Promise.all([
      ask<UserFigures>('users', OwnerAdminPatterns.users.figures),
      ask<SellerFigures>('sellers', OwnerAdminPatterns.sellers.figures),
      ask<ProductFigures>('products', OwnerAdminPatterns.products.figures),
      ask<OrderFigures>('orders', OwnerAdminPatterns.orders.figures),
      this.deadLetters.count(principal),
    ]);
    const stats: AdminStats = {
      totalUsers: users?.totalUsers ?? null,
      activeUsers: users?.activeUsers ?? null,
      totalSellers: sellers?.totalSellers ?? null,
      pendingSellers: sellers?.pendingSellers ?? null,
      verifiedSellers: sellers?.verifiedSellers ?? null,
      inactiveSellers: sellers?.inactiveSellers ?? null,
      totalProducts: products?.totalProducts ?? null,
      activeProducts: products?.activeProducts ?? null,
      productsWithoutFacts: products?.productsWithoutFacts ?? null,
      productsHeldForFacts: products?.productsHeldForFacts ?? null,
      totalOrders: orders?.totalOrders ?? null,
      totalRevenue: orders?.totalRevenue ?? null,
      recentOrders: orders?.recentOrders ?? null,
      deadLetters: deadLetters.unanswered.length === SERVICE_NAMES.length ? null : deadLetters.total,
      unavailable: unavailable.sort(),
    };
    return { success: true, stats };
  }
}
