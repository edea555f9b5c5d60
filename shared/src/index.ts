/*
 * The browser core of @backoffice/shared. It touches window and localStorage when loaded (the auth
 * stores restore themselves), so Node code (api, e2e, bench) imports `@backoffice/shared/contract`.
 * Other entries of this package import it by package name, never by a relative path, so module
 * federation shares one copy of its stores.
 */
export * from './contract';
export * from './http';
export * from '@backoffice/shared/session';
export * from './auth';
export * from './query';
export * from './format';
export * from './hooks';
export * from './toast';
export * from './list';
export * from './preferences';
export * from './drafts';
export * from './roles';
export * from './audit';
export * from './commands';
export * from './saved-views';
export * from './contributions';
export { federationSingletons } from './federation/singletons';
