import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { ProductsController } from './catalog/products.controller';
import { StorefrontCache } from './catalog/storefront-cache.service';
import { FilesController } from './files/files.controller';
import { HealthController } from './health/health.controller';

/** The HTTP face of the marketplace: each endpoint validates its input and makes one service call. */
@Module({
  imports: [AuthModule],
  controllers: [HealthController, ProductsController, FilesController],
  providers: [StorefrontCache],
})
export class GatewayModule {}
