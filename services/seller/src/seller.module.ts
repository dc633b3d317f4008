import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { sellerTables } from './db/schema';
import { SellersRepository } from './db/sellers.repository';
import { SellersController } from './messaging/sellers.controller';
import { SessionsController } from './messaging/sessions.controller';
import { SELLER_DB, SERVICE } from './seller.constants';
import { CheckPrincipalHandler } from './use-cases/check-principal/check-principal.handler';
import { DecideSellerHandler } from './use-cases/decide-seller/decide-seller.handler';
import { GetStatsHandler } from './use-cases/get-stats/get-stats.handler';
import { GetMeHandler } from './use-cases/get-me/get-me.handler';
import { LocateDocumentHandler } from './use-cases/locate-document/locate-document.handler';
import { LoginSellerHandler } from './use-cases/login-seller/login-seller.handler';
import { LoginWithCodeHandler } from './use-cases/login-with-code/login-with-code.handler';
import { RegisterSellerHandler } from './use-cases/register-seller/register-seller.handler';
import { StoreDocumentsStep } from './use-cases/register-seller/store-documents.step';
import { SendLoginCodeHandler } from './use-cases/send-login-code/send-login-code.handler';

/** Migrates the seller schema before anything is served. */
async function openSellerDb(platform: Platform) {
  const db = platform.db.drizzle(sellerTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The seller service: owns sellers, their KYC document keys and bank details. */
@Module({
  controllers: [SellersController, SessionsController, createHealthController(SERVICE)],
  providers: [
    { provide: SELLER_DB, inject: [PLATFORM], useFactory: openSellerDb },
    SellersRepository,
    RegisterSellerHandler,
    StoreDocumentsStep,
    LoginSellerHandler,
    SendLoginCodeHandler,
    LoginWithCodeHandler,
    GetMeHandler,
    CheckPrincipalHandler,
    LocateDocumentHandler,
    DecideSellerHandler,
    GetStatsHandler,
  ],
})
export class SellerModule {}
