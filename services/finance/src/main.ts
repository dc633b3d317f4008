import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { FinanceModule } from './finance.module';

void bootstrapService('finance', FinanceModule, { db: true, storage: true, jobs: true });
