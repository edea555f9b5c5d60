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
export type { PersistedRoot } from './persistRoot';
export { signIn } from './signIn';
export { revokeSessionOnServer } from './signOut';
export {
  ACCESS_TOKEN_KEY,
  PERSIST_ROOT_KEY,
  REFRESH_TOKEN_KEY,
  readStoredAccessToken,
} from './storageKeys';
