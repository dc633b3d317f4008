import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { NotificationModule } from './notification.module';

void bootstrapService('notification', NotificationModule, { db: true, jobs: true, mail: true });
