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
} from './auth-store';
export type { AuthStore } from './auth-store';
export { selectHasNewNotification, useNotificationStore } from './notification-store';
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, readStoredAccessToken } from './storage-keys';
export {
  getRuntimeConfig,
  loadRuntimeConfig,
  requestRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { areaPathPattern, areaPaths, hostPagePaths } from './area-paths';
export { isEndingSessionToken, markSessionEnding } from './ending-session';
export { RequireAuth } from './require-auth';
export { loginPathFor, safeRedirectTarget } from './safe-redirect';
export { isSessionEndedState, sessionEndedState } from './session-ended-state';
export { SignInForm } from './sign-in-form';
export { sendSignIn, SIGNIN_ADMIN_PATH } from './sign-in-request';
export type { SentRequest } from './sign-in-request';
export { declaredParams } from './first-page-request';
export type { CarriedFirstPage, DeclaredParamSource, FirstPageRequest } from './first-page-request';
// Generic helpers live in utils/; exported here because /login waits for idle too, and the main
// entry re-exports this one.
export { fieldErrorsOf, focusAfterRemoval, useFirstIdlePassed, whenIdle } from '../utils';
