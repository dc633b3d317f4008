import type { Type } from '@nestjs/common';
import { createApp, type RunningApp } from '@thindi/gateway';
import type { AppConfig, Logger } from '@thindi/platform';
import { AdminModule } from '@thindi/admin-service';
import { AuthModule } from '@thindi/auth-service';
import { CatalogModule } from '@thindi/catalog-service';
import { FinanceModule } from '@thindi/finance-service';
import { MediaModule } from '@thindi/media-service';
import { NotificationModule } from '@thindi/notification-service';
import { OrderModule } from '@thindi/order-service';
import { SellerModule } from '@thindi/seller-service';

/** Every service of the marketplace, each answering in this process on the in-process transport. */
export const SERVICE_MODULES: Array<Type<unknown>> = [
  AuthModule,
  CatalogModule,
  OrderModule,
  SellerModule,
  AdminModule,
  NotificationModule,
  MediaModule,
  FinanceModule,
];

/**
 * The whole marketplace in one process: the gateway with every service mounted beside it. With
 * MODE=distributed only the gateway runs here, as before: the services are other processes on NATS.
 */
export function createStandaloneApp(config: AppConfig, logger: Logger): Promise<RunningApp> {
  return createApp(config, logger, { modules: config.MODE === 'standalone' ? SERVICE_MODULES : [] });
}
export { standaloneBanner } from './banner';
