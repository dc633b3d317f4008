export { FinanceModule } from './finance.module';
