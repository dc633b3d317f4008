export * from './principal';
export * from './passwords';
