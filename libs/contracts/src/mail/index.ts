export * from './mail-jobs';
