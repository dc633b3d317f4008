export * from './finance.schema';
