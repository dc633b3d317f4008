export * from './finance.schema';
export * from './settlement.schema';
