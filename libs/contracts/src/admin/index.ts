export * from './admin.schema';
export * from './admin-moderation.schema';
