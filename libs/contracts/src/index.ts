export * from './common/constants';
export * from './common/money';
export * from './common/pricing';
export * from './common/errors';
export * from './common/validate';
export * from './catalog';
export * from './health/health';
