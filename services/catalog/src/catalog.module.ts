import { Module } from '@nestjs/common';
import {
  APP_CONFIG,
  createHealthController,
  PLATFORM,
  provideUnitOfWork,
  type AppConfig,
  type Platform,
} from '@thindi/platform';
import { join } from 'node:path';
import { CATALOG_DB, FOOD_FACTS_POLICY, SERVICE } from './catalog.constants';
import type { FoodFactsPolicy } from './domain/product-view';
import type { CatalogDb } from './db/catalog-db';
import { ProductsRepository } from './db/products.repository';
import { catalogTables, outbox } from './db/schema';
import { SellerProductsRepository } from './db/seller-products.repository';
import { SellersMirrorRepository } from './db/sellers-mirror.repository';
import { AdminProductsRepository } from './db/admin-products.repository';
import { AdminProductsController } from './messaging/admin-products.controller';
import { ProductsController } from './messaging/products.controller';
import { PublicSellersController } from './messaging/public-sellers.controller';
import { GetPublicSellerHandler } from './use-cases/get-public-seller/get-public-seller.handler';
import { SellerEventsConsumer } from './messaging/seller-events.consumer';
import { SellerProductsController } from './messaging/seller-products.controller';
import { ReviewedProductsController } from './messaging/reviewed-products.controller';
import { StockController } from './messaging/stock.controller';
import { OrderEventsConsumer } from './messaging/order-events.consumer';
import { UserEventsConsumer } from './messaging/user-events.consumer';
import { StockRepository } from './db/stock.repository';
import { StockMetrics } from './jobs/stock-metrics';
import { ReserveStockHandler } from './use-cases/reserve-stock/reserve-stock.handler';
import { ReleaseStockHandler } from './use-cases/release-stock/release-stock.handler';
import { ConfirmStockHandler } from './use-cases/confirm-stock/confirm-stock.handler';
import { ReservationSweeper } from './jobs/reservation-sweeper';
import { FoodFactsSweeper } from './jobs/food-facts-sweeper';
import { FoodFactsRepository } from './db/food-facts.repository';
import { ensureDefaultPacks } from './db/packs';
import { adoptPacklessReservationLines } from './db/stock-moves';
import { seedDemoCatalog } from './seed/seed-demo-catalog';
import { DeleteProductHandler } from './use-cases/delete-product/delete-product.handler';
import { ExportMyProductsHandler } from './use-cases/export-my-products/export-my-products.handler';
import { CatalogImportsRepository } from './db/catalog-imports.repository';
import { CatalogImportProcessor } from './jobs/catalog-import.processor';
import { CatalogImporter } from './use-cases/import-products/catalog-importer';
import { ImportProductsHandler } from './use-cases/import-products/import-products.handler';
import { ImportStatusHandler } from './use-cases/import-products/import-status.handler';
import { ListMyProductsHandler } from './use-cases/list-my-products/list-my-products.handler';
import { SaveProductHandler } from './use-cases/save-product/save-product.handler';
import { SellerStatsHandler } from './use-cases/seller-stats/seller-stats.handler';
import { GetProductHandler } from './use-cases/get-product/get-product.handler';
import { ListFeaturedHandler } from './use-cases/list-featured/list-featured.handler';
import { ListProductsHandler } from './use-cases/list-products/list-products.handler';
import { ListAdminProductsHandler } from './use-cases/admin-products/list-admin-products.handler';
import { ProductFiguresHandler } from './use-cases/admin-products/product-figures.handler';
import { ToggleProductActiveHandler } from './use-cases/admin-products/toggle-product-active.handler';
import { FeatureProductHandler } from './use-cases/admin-products/feature-product.handler';
import { SearchController } from './messaging/search.controller';
import { SynonymsController } from './messaging/synonyms.controller';
import { CatalogSearch } from './domain/catalog-search';
import { IndexedSearch } from './search/indexed-search';
import { ProductSearch } from './search/product-search';
import { StorefrontSearch } from './search/storefront-search';
import { SuggestionsRepository } from './search/suggestions.repository';
import { SynonymsRepository } from './search/synonyms.repository';
import { VocabularyRepository } from './search/vocabulary.repository';
import { SuggestHandler } from './use-cases/suggest/suggest.handler';
import { SynonymsHandler } from './use-cases/synonyms/synonyms.handler';
import { ReviewedProductsRepository } from './db/reviewed-products.repository';
import { ReviewsRepository } from './db/reviews.repository';
import { ReviewsController } from './messaging/reviews.controller';
import { ListReviewsHandler } from './use-cases/reviews/list-reviews.handler';
import { ListSellerReviewsHandler } from './use-cases/reviews/list-seller-reviews.handler';
import { OrderReviewsHandler } from './use-cases/reviews/order-reviews.handler';
import { CustomerReviewsHandler } from './use-cases/reviews/customer-reviews.handler';
import { ModerateReviewHandler } from './use-cases/reviews/moderate-review.handler';
import { ReplyReviewHandler } from './use-cases/reviews/reply-review.handler';
import { ReportReviewHandler } from './use-cases/reviews/report-review.handler';
import { ReviewQueueHandler } from './use-cases/reviews/review-queue.handler';
import { ReviewMailProcessor } from './jobs/review-mail.processor';
import { SellerMailProcessor } from './jobs/seller-mail.processor';
import { VoteReviewHandler } from './use-cases/reviews/vote-review.handler';
import { WithdrawReviewHandler } from './use-cases/reviews/withdraw-review.handler';
import { WriteReviewHandler } from './use-cases/reviews/write-review.handler';

/** Migrates the catalog schema (and seeds the demo catalogue on a first start) before anything is served. */
async function openCatalogDb(platform: Platform): Promise<CatalogDb> {
  const db = platform.db.drizzle(catalogTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'), async () => {
    if (platform.config.SEED_DEMO) {
      const seeded = await seedDemoCatalog(db, platform);
      if (seeded) platform.logger.info({ products: seeded }, 'demo catalogue seeded');
    }
    const packs = await ensureDefaultPacks(db);
    if (packs) platform.logger.info({ packs }, 'default packs made for products without one');
    const lines = await adoptPacklessReservationLines(db);
    if (lines) platform.logger.info({ lines }, 'reservation lines given their default pack');
  });
  return db;
}

@Module({
  controllers: [
    ProductsController,
    PublicSellersController,
    SellerProductsController,
    StockController,
    AdminProductsController,
    SearchController,
    SynonymsController,
    ReviewsController,
    ReviewedProductsController,
    createHealthController(SERVICE),
  ],
  providers: [
    { provide: CATALOG_DB, inject: [PLATFORM], useFactory: openCatalogDb },
    provideUnitOfWork(CATALOG_DB, outbox),
    {
      provide: FOOD_FACTS_POLICY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FoodFactsPolicy => ({ graceDays: config.FOOD_FACTS_GRACE_DAYS }),
    },
    ReviewsRepository,
    ReviewedProductsRepository,
    WriteReviewHandler,
    ListReviewsHandler,
    WithdrawReviewHandler,
    VoteReviewHandler,
    ReportReviewHandler,
    ReplyReviewHandler,
    ModerateReviewHandler,
    ListSellerReviewsHandler,
    OrderReviewsHandler,
    CustomerReviewsHandler,
    ReviewQueueHandler,
    ReviewMailProcessor,
    SellerMailProcessor,
    ProductsRepository,
    ListProductsHandler,
    GetProductHandler,
    GetPublicSellerHandler,
    ListFeaturedHandler,
    SellerProductsRepository,
    SellersMirrorRepository,
    ListMyProductsHandler,
    ExportMyProductsHandler,
    CatalogImportsRepository,
    CatalogImporter,
    ImportProductsHandler,
    ImportStatusHandler,
    CatalogImportProcessor,
    SaveProductHandler,
    DeleteProductHandler,
    SellerStatsHandler,
    SellerEventsConsumer,
    StockRepository,
    ReserveStockHandler,
    ReleaseStockHandler,
    ConfirmStockHandler,
    ReservationSweeper,
    FoodFactsRepository,
    FoodFactsSweeper,
    StockMetrics,
    OrderEventsConsumer,
    UserEventsConsumer,
    AdminProductsRepository,
    ListAdminProductsHandler,
    ToggleProductActiveHandler,
    FeatureProductHandler,
    ProductFiguresHandler,
    SynonymsRepository,
    VocabularyRepository,
    SuggestionsRepository,
    ProductSearch,
    IndexedSearch,
    { provide: CatalogSearch, useClass: StorefrontSearch },
    SuggestHandler,
    SynonymsHandler,
  ],
})
export class CatalogModule {}
