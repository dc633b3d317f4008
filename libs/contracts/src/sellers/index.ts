export * from './seller-formats';
export * from './nested-form-fields';
export * from './seller-registration.schema';
export * from './sellers.schema';
export * from './seller-approval.schema';
export * from './seller-profile.schema';
export * from './food-licence';
