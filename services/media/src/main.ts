import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { MediaModule } from './media.module';

void bootstrapService('media', MediaModule, { db: true, storage: true, jobs: true });
