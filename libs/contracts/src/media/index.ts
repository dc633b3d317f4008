export * from './media.schema';
