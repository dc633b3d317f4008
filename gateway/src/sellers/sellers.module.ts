import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { SellerProfileController } from './seller-profile.controller';
import { SellerSessionsController } from './seller-sessions.controller';
import { SellersController } from './sellers.controller';
import { ShippingProfileController } from './shipping-profile.controller';

/**
 * Seller accounts: registration with KYC documents, sign-in, the seller's own profile (editable, resubmitted after a rejection), documents and shipping
 * profile.
 */
@Module({
  imports: [UploadsModule],
  controllers: [SellerSessionsController, SellersController, SellerProfileController, ShippingProfileController],
})
export class SellersModule {}
