import 'reflect-metadata';
import { bootstrapService } from '@thindi/platform';
import { CatalogModule } from './catalog.module';

void bootstrapService('catalog', CatalogModule, { db: true, storage: true, jobs: true });
