import { Module } from '@nestjs/common';
import { AdminAuthController } from './accounts/admin-auth.controller';
import { CustomerAuthController } from './accounts/auth.controller';
import { CustomerPasswordsController, SellerPasswordsController } from './accounts/passwords.controller';
import { UsersController } from './accounts/users.controller';
import { AdminFinanceController } from './admin/admin-finance.controller';
import { AdminRefundsController } from './admin/admin-refunds.controller';
import { AdminModerationController } from './admin/admin-moderation.controller';
import { AdminProductsController } from './admin/admin-products.controller';
import { AdminSellersController } from './admin/admin-sellers.controller';
import { AdminSynonymsController } from './admin/admin-synonyms.controller';
import { AdminReviewsController } from './admin/admin-reviews.controller';
import { AdminOrdersController } from './admin/admin-orders.controller';
import { AdminSupportController } from './admin/admin-support.controller';
import { PublicConfigController } from './config/public-config.controller';
import { SearchController } from './catalog/search.controller';
import { AuthModule } from './auth/auth.module';
import { ProductsController } from './catalog/products.controller';
import { PublicSellersController } from './catalog/public-sellers.controller';
import { SellerCatalogFileController } from './catalog/seller-catalog-file.controller';
import { SellerProductsController } from './catalog/seller-products.controller';
import { ReviewsController } from './catalog/reviews.controller';
import { StorefrontCache } from './catalog/storefront-cache.service';
import { DeliveryController } from './delivery/delivery.controller';
import { FilesController } from './files/files.controller';
import { HealthController } from './health/health.controller';
import { InvoicesController } from './invoices/invoices.controller';
import { OrderInvoicesController } from './invoices/order-invoices.controller';
import { SellerEarningsController } from './invoices/seller-earnings.controller';
import { CartController } from './orders/cart.controller';
import { OrderIssuesController } from './orders/order-issues.controller';
import { SellerIssuesController } from './orders/seller-issues.controller';
import { AdminCouponsController, SellerCouponsController } from './promotions/coupons.controller';
import { OrderPartsController } from './orders/order-parts.controller';
import { OrdersController } from './orders/orders.controller';
import { SellersModule } from './sellers/sellers.module';
import { SeoRoutes } from './seo/seo.routes';
import { SitemapService } from './seo/sitemap.service';
import { UploadsModule } from './uploads/uploads.module';

/** The HTTP face of the marketplace: each endpoint validates its input and makes one service call. */
@Module({
  imports: [AuthModule, SellersModule, UploadsModule],
  controllers: [
    HealthController,
    ProductsController,
    PublicSellersController,
    SearchController,
    SellerProductsController,
    SellerCatalogFileController,
    ReviewsController,
    FilesController,
    CustomerAuthController,
    CustomerPasswordsController,
    UsersController,
    AdminAuthController,
    SellerPasswordsController,
    AdminSellersController,
    AdminModerationController,
    AdminProductsController,
    AdminSynonymsController,
    AdminReviewsController,
    AdminFinanceController,
    AdminRefundsController,
    AdminOrdersController,
    AdminSupportController,
    PublicConfigController,
    OrdersController,
    OrderIssuesController,
    SellerIssuesController,
    AdminCouponsController,
    SellerCouponsController,
    OrderPartsController,
    CartController,
    DeliveryController,
    InvoicesController,
    OrderInvoicesController,
    SellerEarningsController,
  ],
  providers: [StorefrontCache, SitemapService, SeoRoutes],
})
export class GatewayModule {}
