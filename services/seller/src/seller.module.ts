import { Module } from '@nestjs/common';
import {
  createHealthController,
  PasswordFlows,
  type Platform,
  PLATFORM,
  provideWorkflows,
  provideUnitOfWork,
  UnitOfWork,
} from '@thindi/platform';
import { join } from 'node:path';
import { outbox, sellerTables } from './db/schema';
import { SellerModerationRepository } from './db/seller-moderation.repository';
import { SellersRepository } from './db/sellers.repository';
import { AdminSellersController } from './messaging/admin-sellers.controller';
import { SellersController } from './messaging/sellers.controller';
import { SessionsController } from './messaging/sessions.controller';
import { ShippingProfilesController } from './messaging/shipping-profiles.controller';
import { ShippingProfilesRepository } from './db/shipping-profiles.repository';
import { FinanceProfilesController } from './messaging/finance-profiles.controller';
import { FinanceProfilesRepository } from './db/finance-profiles.repository';
import { FinanceProfilesHandler } from './use-cases/finance-profiles/finance-profiles.handler';
import { GetShippingProfileHandler } from './use-cases/shipping-profile/get-shipping-profile.handler';
import { ShippingProfilesForSellersHandler } from './use-cases/shipping-profile/shipping-profiles-for-sellers.handler';
import { UpdateShippingProfileHandler } from './use-cases/shipping-profile/update-shipping-profile.handler';
import { SellerPasswordsController } from './messaging/passwords.controller';
import { SellerPasswordsRepository } from './db/seller-passwords.repository';
import { SellerPasswordAccounts } from './use-cases/seller-passwords/seller-password-accounts';
import { SELLER_DB, SERVICE } from './seller.constants';
import { seedDemoSellers } from './seed/seed-demo-sellers';
import { UnprovenSweeper } from './jobs/unproven-sweeper';
import { FoodLicenceSweeper } from './jobs/food-licence-sweeper';
import { FoodLicencesRepository } from './db/food-licences.repository';
import { VerifyFoodLicenceHandler } from './use-cases/verify-food-licence/verify-food-licence.handler';
import { ApproveSellerHandler } from './use-cases/approve-seller/approve-seller.handler';
import { CheckPrincipalHandler } from './use-cases/check-principal/check-principal.handler';
import { GetStatsHandler } from './use-cases/get-stats/get-stats.handler';
import { GetMeHandler } from './use-cases/get-me/get-me.handler';
import { GetSellerFiguresHandler } from './use-cases/get-seller-figures/get-seller-figures.handler';
import { GetSellerHandler } from './use-cases/get-seller/get-seller.handler';
import { ListSellersHandler } from './use-cases/list-sellers/list-sellers.handler';
import { LocateDocumentHandler } from './use-cases/locate-document/locate-document.handler';
import { LoginSellerHandler } from './use-cases/login-seller/login-seller.handler';
import { LoginWithCodeHandler } from './use-cases/login-with-code/login-with-code.handler';
import { RejectSellerHandler } from './use-cases/reject-seller/reject-seller.handler';
import { RegisterSellerHandler } from './use-cases/register-seller/register-seller.handler';
import { StoreDocumentsStep } from './use-cases/register-seller/store-documents.step';
import { SendLoginCodeHandler } from './use-cases/send-login-code/send-login-code.handler';
import { ToggleSellerActiveHandler } from './use-cases/toggle-seller-active/toggle-seller-active.handler';
import { ResubmitSellerHandler } from './use-cases/resubmit-seller/resubmit-seller.handler';
import { UpdateSellerProfileHandler } from './use-cases/update-seller-profile/update-seller-profile.handler';
import { UploadDocumentHandler } from './use-cases/upload-document/upload-document.handler';
import { CloseShopHandler } from './use-cases/close-shop/close-shop.handler';
import { VerifyEmailHandler } from './use-cases/verify-email/verify-email.handler';

/** Migrates the seller schema (and adds the demo sellers when the demo is on) before anything is served. */
async function openSellerDb(platform: Platform) {
  const db = platform.db.drizzle(sellerTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'), async () => {
    if (!platform.config.SEED_DEMO) return;
    // Its events wait in the outbox for the service's relay, which starts with the module.
    const seeded = await new UnitOfWork(db, outbox).run((tx, events) => seedDemoSellers(tx, events));
    if (seeded) platform.logger.info({ sellers: seeded }, 'demo sellers seeded');
  });
  return db;
}

/**
 * The seller service: owns sellers, their KYC document keys, bank details and shipping profiles, and the admin's
 * say over them.
 */
@Module({
  controllers: [
    SellersController,
    SessionsController,
    AdminSellersController,
    createHealthController(SERVICE),
    SellerPasswordsController,
    ShippingProfilesController,
    FinanceProfilesController,
  ],
  providers: [
    { provide: SELLER_DB, inject: [PLATFORM], useFactory: openSellerDb },
    SellersRepository,
    RegisterSellerHandler,
    StoreDocumentsStep,
    provideWorkflows(SERVICE),
    LoginSellerHandler,
    SendLoginCodeHandler,
    LoginWithCodeHandler,
    GetMeHandler,
    CheckPrincipalHandler,
    LocateDocumentHandler,
    GetStatsHandler,
    SellerModerationRepository,
    provideUnitOfWork(SELLER_DB, outbox),
    ResubmitSellerHandler,
    UpdateSellerProfileHandler,
    UploadDocumentHandler,
    CloseShopHandler,
    ListSellersHandler,
    GetSellerHandler,
    GetSellerFiguresHandler,
    ApproveSellerHandler,
    RejectSellerHandler,
    ToggleSellerActiveHandler,
    VerifyEmailHandler,
    SellerPasswordsRepository,
    SellerPasswordAccounts,
    {
      provide: PasswordFlows,
      inject: [SellerPasswordAccounts],
      useFactory: (accounts: SellerPasswordAccounts) => new PasswordFlows(accounts),
    },
    UnprovenSweeper,
    FoodLicencesRepository,
    FoodLicenceSweeper,
    VerifyFoodLicenceHandler,
    ShippingProfilesRepository,
    GetShippingProfileHandler,
    UpdateShippingProfileHandler,
    ShippingProfilesForSellersHandler,
    FinanceProfilesRepository,
    FinanceProfilesHandler,
  ],
})
export class SellerModule {}
