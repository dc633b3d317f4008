import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { AuthModule } from './auth.module';

void bootstrapService('auth', AuthModule, { db: true, jobs: true });
