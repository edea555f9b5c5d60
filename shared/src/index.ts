export * from './contract';
export * from './config';
export * from './http';
export * from './auth';
export * from './query';
export * from './hooks';
export * from './toast';
