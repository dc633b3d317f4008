export * from './users.schema';
