export { MediaModule } from './media.module';
