import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { AdminModule } from './admin.module';

void bootstrapService('admin', AdminModule, { db: true });
