export * from './delivery-dates.schema';
export * from './shipping-profile.schema';
export * from './delivery.schema';
