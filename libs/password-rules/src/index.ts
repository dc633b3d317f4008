export * from './password-rules';
