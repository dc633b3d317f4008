export * from './product.schema';
export * from './subjects';
export * from './events';
