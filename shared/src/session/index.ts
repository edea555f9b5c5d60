/*
 * The session entry: what every page needs before anything else, /login included, kept light
 * (no zod, no http client, no contract: see guards.ts). The login and notification stores, the runtime
 * config, the protection rule and the sign-in form. The main entry re-exports it by package
 * name, so every container shares these stores through federation.
 */
export {
  isAuthenticatedWithToken,
  selectUser,
  useAuthStore,
  useIsAuthenticatedWithToken,
} from './authStore';
export type { AuthStore } from './authStore';
export { selectHasNewNotification, useNotificationStore } from './notificationStore';
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, readStoredAccessToken } from './storageKeys';
export { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtimeConfig';
export type { RuntimeConfig } from './runtimeConfig';
export { areaPaths } from './areaPaths';
export { RequireAuth } from './RequireAuth';
export { loginPathFor, safeRedirectTarget } from './safe-redirect';
export { SignInForm } from './SignInForm';
