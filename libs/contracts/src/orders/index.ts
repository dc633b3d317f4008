export * from './order.schema';
export * from './seller-order.schema';
export * from './order-status';
export * from './subjects';
export * from './payment.schema';
export * from './cart.schema';
export * from './payment-state';
export * from './pack-name';
