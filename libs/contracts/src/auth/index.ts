export * from './principal';
export * from './passwords';
export * from './code-attempts';
export * from './personal-data.schema';
