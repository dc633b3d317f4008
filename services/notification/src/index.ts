export { NotificationModule } from './notification.module';
