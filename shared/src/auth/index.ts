export { signIn } from './signIn';
export { revokeSessionOnServer } from './signOut';
export {
  REFRESH_AHEAD_MS,
  REFRESH_LOCK_NAME,
  REFRESH_RETRY_MS,
  browserRefreshDeps,
  readTokenExpiry,
  refreshDelay,
  refreshOnce,
  startTokenRefresh,
} from './tokenRefresh';
export type { RefreshDeps } from './tokenRefresh';
