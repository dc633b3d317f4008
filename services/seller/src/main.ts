import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { SellerModule } from './seller.module';

void bootstrapService('seller', SellerModule, { db: true, jobs: true, storage: true });
