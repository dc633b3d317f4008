export { OrderModule } from './order.module';
