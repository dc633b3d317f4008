import { Module } from '@nestjs/common';
import { SellerSessionsController } from './seller-sessions.controller';
import { SellersController } from './sellers.controller';
import { ShippingProfileController } from './shipping-profile.controller';

/**
 * Seller accounts: registration with KYC documents, sign-in, the seller's own profile, documents and shipping
 * profile.
 */
@Module({ controllers: [SellerSessionsController, SellersController, ShippingProfileController] })
export class SellersModule {}
