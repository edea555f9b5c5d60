/*
 * The session entry: what every page needs before anything else, /login included, kept light
 * (no zod, no http client, no contract: see guards.ts). The login and notification stores, the runtime
 * config, the protection rule and the sign-in form. The main entry re-exports it by package
 * name, so every container shares these stores through federation.
 */
export {
  isAuthenticatedWithToken,
  rehydrateAuth,
  restoreLoginState,
  selectAccessToken,
  selectIsAuthenticated,
  selectUser,
  useAuthStore,
  useIsAuthenticatedWithToken,
} from './authStore';
export type { AuthStore, LoginState } from './authStore';
export { selectHasNewNotification, useNotificationStore } from './notificationStore';
export type { NotificationStore } from './notificationStore';
export { PERSIST_WRITE_TIMEOUT_MS, readPersistedRoot } from './persistRoot';
export type { PersistedLogin, PersistedNotification, PersistedRoot } from './persistRoot';
export {
  ACCESS_TOKEN_KEY,
  PERSIST_ROOT_KEY,
  REFRESH_TOKEN_KEY,
  readStoredAccessToken,
} from './storageKeys';
export {
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_URL,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './runtimeConfig';
export type { RuntimeConfig } from './runtimeConfig';
export { areaPaths } from './areaPaths';
export { RequireAuth } from './RequireAuth';
export { DEFAULT_SIGNED_IN_PATH, loginPathFor, safeRedirectTarget } from './safe-redirect';
export { SignInForm } from './SignInForm';
export type { SignInRules } from './SignInForm';
