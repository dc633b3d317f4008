export * from './product.schema';
export * from './product-image';
export * from './subjects';
export * from './events';
export * from './seller-product.schema';
export * from './stock.schema';
export * from './search.schema';
export * from './gst-class';
