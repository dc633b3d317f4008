export * from './admin.schema';
