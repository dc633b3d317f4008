import { Module } from '@nestjs/common';
import { SellerSessionsController } from './seller-sessions.controller';
import { SellersController } from './sellers.controller';

/** Seller accounts: registration with KYC documents, sign-in, the seller's own profile and documents. */
@Module({ controllers: [SellerSessionsController, SellersController] })
export class SellersModule {}
