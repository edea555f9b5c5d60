import { endpoints } from '../contract';
import {
  getRuntimeConfig,
  markSessionEnding,
  REFRESH_TOKEN_KEY,
  readStoredAccessToken,
  useAuthStore,
} from '@backoffice/shared/session';

/**
 * Best effort: asks the api to revoke this session's tokens (POST /auth/signout), so a copied
 * token stops working the moment the admin signs out. Reads the tokens synchronously, so the
 * caller may clear them right after calling; never rejects, because signing out locally must not
 * depend on the api being reachable. `keepalive` lets the call finish while the page navigates.
 */
export async function revokeSessionOnServer(): Promise<void> {
  const accessToken = readStoredAccessToken();
  if (!accessToken) return;
  markSessionEnding(accessToken);
  const refreshToken =
    useAuthStore.getState().refreshToken ?? localStorage.getItem(REFRESH_TOKEN_KEY);
  try {
    await fetch(`${getRuntimeConfig().apiBaseUrl}${endpoints.signout.path}`, {
      method: endpoints.signout.method,
      keepalive: true,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
    });
  } catch {
    // Offline or api down: the local sign-out still happens; the token expires on its own.
  }
}
