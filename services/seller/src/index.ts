export { SellerModule } from './seller.module';
