// Before any schema is built (see the module).
import './zod-config';
export * from './audit';
export * from './auth';
export * from './builders';
export * from './common';
export * from './coupons';
export * from './endpoints';
export * from './four-eyes';
export * from './funding';
export * from './inbox';
export * from './lists';
export * from './members';
export * from './notifications';
export * from './presence';
export * from './roles';
export * from './saved-replies';
export * from './staff';
export * from './support';
