export * from './service-harness';
export * from './wait-until';
