export * from './admin.schema';
export * from './admin-moderation.schema';
export * from './dead-letters.schema';
export * from './admin-finance.schema';
