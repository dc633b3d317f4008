export * from './service-harness';
export * from './wait-until';
export * from './metric-sample';
export * from './postgres-database';
export * from './replicas';
export * from './step-context';
