import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { OrderModule } from './order.module';

void bootstrapService('order', OrderModule, { db: true, jobs: true });
