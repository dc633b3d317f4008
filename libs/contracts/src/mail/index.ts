export * from './mail-jobs';
export * from './order-mails';
