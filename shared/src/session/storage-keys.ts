/** localStorage keys (docs/spec.md §3, §9). */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const PERSIST_ROOT_KEY = 'persist:root';

export function readStoredAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY) || null;
}
